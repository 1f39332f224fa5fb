// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayClient, HistoryItem } from '../../../src/gateway';
import { WrittenSummary } from '../../../src/pages/repairs/detail/written-summary';
import { ServicesProvider } from '../../../src/shared/services';
import { fakeAuth, session, testConfig } from '../../app/support/fakes';

// The written summary under its step (decision 0064): its link says it is a PDF and its size, opening it records
// HAZSUMV01 once, and once recorded the step says when.
const ID = 'WO1';
const sent = (id: string, identifier: string, at: string): HistoryItem => ({
  id,
  identifier,
  subType: 'WorkOrder',
  createDateTime: at,
});
const SENT = sent('H1', 'HAZSUM01', '2026-11-10T14:00:00Z');

function fakeGateway() {
  return {
    listWorkOrderDocuments: vi.fn(async () => [
      {
        id: 'H1',
        media: { fileName: 'written-summary.pdf' },
        metadata: [
          { key: 'content-type', value: 'application/pdf' },
          { key: 'content-length', value: '3584' },
        ],
      },
    ]),
    getWorkOrderDocument: vi.fn(async () => ({
      id: 'H1',
      bytes: new TextEncoder().encode('%PDF-1.7'),
      contentType: 'application/pdf',
      fileName: 'written-summary.pdf',
      metadata: [],
    })),
    recordWorkOrderHistoryItem: vi.fn(async () => sent('V1', 'HAZSUMV01', '2026-11-21T15:04:00Z')),
  };
}

function renderSummary(gateway: ReturnType<typeof fakeGateway>, history: HistoryItem[]) {
  const services = {
    config: testConfig,
    auth: fakeAuth(session()),
    gateway: gateway as unknown as GatewayClient,
    newId: () => 'id',
  };
  return render(
    <ServicesProvider services={services}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <WrittenSummary workOrderId={ID} history={history} />
      </SWRConfig>
    </ServicesProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the written summary under its step', () => {
  it('offers the PDF with its size, and opening it records the viewing', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:summary');
    const gateway = fakeGateway();
    renderSummary(gateway, [SENT]);
    const link = await screen.findByRole('button', { name: /^Read the written summary \(PDF, 4 KB\)/ });
    expect(gateway.listWorkOrderDocuments).toHaveBeenCalledWith(ID, 'HAZSUM');
    await userEvent.click(link);
    await waitFor(() => expect(tab.location.href).toBe('blob:summary'));
    await waitFor(() => expect(gateway.recordWorkOrderHistoryItem).toHaveBeenCalledWith(ID, 'HAZSUMV01'));
    expect(gateway.recordWorkOrderHistoryItem).toHaveBeenCalledTimes(1);
  });

  it('says when it was opened, and does not record an opening twice', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ location: { href: '' }, close: vi.fn() } as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:summary');
    const gateway = fakeGateway();
    renderSummary(gateway, [SENT, sent('V1', 'HAZSUMV01', '2026-11-21T15:04:00Z')]);
    expect(await screen.findByText('You opened it at 3:04pm on Saturday 21 November 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Read the written summary/ }));
    await waitFor(() => expect(gateway.getWorkOrderDocument).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(gateway.recordWorkOrderHistoryItem).not.toHaveBeenCalled();
  });

  it('says so when the record could not be made, the summary open all the same', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ location: { href: '' }, close: vi.fn() } as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:summary');
    const gateway = fakeGateway();
    gateway.recordWorkOrderHistoryItem.mockRejectedValue(new Error('offline'));
    renderSummary(gateway, [SENT]);
    await userEvent.click(await screen.findByRole('button', { name: /^Read the written summary/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(/could not record that you opened it/);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
