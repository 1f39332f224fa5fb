// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { CaseActivity, GatewayClient } from '../../../src/gateway';
import { GatewayHttpError } from '../../../src/gateway';
import { CaseClockPanel } from '../../../src/pages/cases/detail/case-clock-panel';
import { ServicesProvider } from '../../../src/shared/services';
import { fakeAuth, session, testConfig } from '../../app/support/fakes';
import { aCase } from './support/cases-fakes';

// A complaint's clock on its case page (issue 31, CHC-2): each step done on the day the case's activity records it,
// never drawn as due before the activities are read, and never guessed when they cannot be.
const COMPLAINT = aCase(3, { subType: 'Complaint', status: 'Active' });
const acknowledged: CaseActivity = {
  id: 'A1',
  caseIdentifier: COMPLAINT.id,
  actionIdentifier: 'Acknowledge',
  status: 'Completed',
  completedDate: COMPLAINT.createdDate,
  metadata: [],
};

function renderPanel(getCaseActivities: GatewayClient['getCaseActivities'], item = COMPLAINT) {
  const services = {
    config: testConfig,
    auth: fakeAuth(session()),
    gateway: { getCaseActivities } as unknown as GatewayClient,
    newId: () => 'id',
  };
  return render(
    <ServicesProvider services={services}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <CaseClockPanel item={item} />
      </SWRConfig>
    </ServicesProvider>,
  );
}

const step = (name: RegExp) =>
  screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? '')) ?? screen.getByText(name);

describe("a complaint's clock on its case page", () => {
  it('reads the case’s activities and shows the acknowledgement done, the answer due', async () => {
    const getCaseActivities = vi.fn(async () => [acknowledged]);
    renderPanel(getCaseActivities);
    expect(await screen.findByRole('heading', { name: 'What happens next and by when' })).toBeInTheDocument();
    await screen.findAllByRole('listitem');
    expect(getCaseActivities).toHaveBeenCalledWith(COMPLAINT.id);
    expect(within(step(/We acknowledge your complaint/)).getByText(/^Done on /)).toBeInTheDocument();
    expect(step(/We send you our answer/)).not.toHaveTextContent(/Done on/);
  });

  it('says the dates cannot be shown when the activities cannot be read, and shows no step', async () => {
    const failure = new GatewayHttpError({
      status: 503,
      title: 'Service Unavailable',
      errors: [],
      correlationId: 'c1',
      method: 'GET',
      path: '/cases/case-3/activities',
    });
    renderPanel(vi.fn(async () => Promise.reject(failure)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The dates for your complaint cannot be shown at the moment. Try again later.',
    );
    expect(screen.queryByText(/^Due by|^Done on/)).not.toBeInTheDocument();
    expect(screen.getByText(/Housing Ombudsman/)).toBeInTheDocument();
  });

  it('shows nothing, and reads nothing, for a case that is not a complaint', () => {
    const getCaseActivities = vi.fn(async () => [acknowledged]);
    const { container } = renderPanel(getCaseActivities, aCase(4, { status: 'Active' }));
    expect(container).toBeEmptyDOMElement();
    expect(getCaseActivities).not.toHaveBeenCalled();
  });
});
