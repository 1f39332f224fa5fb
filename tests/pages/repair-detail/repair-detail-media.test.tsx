// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/generated/en';
import { GatewayHttpError } from '../../../src/gateway';
import { fakeDetailGateway, photo, renderDetail, repair, WORK_ORDER_ID } from './detail-fakes';

const MEDIA = 'Photos, videos and documents';

const DOCUMENTS = [
  photo('D1', 'sink-before.png'),
  photo('D2', 'sink-after.png', 'image/png', 'false'),
  photo('D3', 'gp-letter.pdf', 'application/pdf'),
  photo('D4', 'notes.txt', 'text/plain'),
];

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  // jsdom has no object URLs; each file gets a distinct made-up one.
  URL.createObjectURL = vi.fn(() => `blob:portal/${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function mediaSection(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: MEDIA });
}

describe('the media section', () => {
  it("lists the repair's files with a thumbnail for the listed types, and the removed message in place of one not appropriate", async () => {
    renderDetail(fakeDetailGateway({ documents: DOCUMENTS }));
    const section = await mediaSection();
    const items = within(await within(section).findByRole('list', { name: MEDIA })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'sink-before.png' })).toHaveTextContent(
      /^Photosink-before\.png$/,
    );
    expect(items[1]).toHaveTextContent(en.MediaRemovedMsg);
    expect(within(items[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(items[2] as HTMLElement).getByRole('button', { name: 'gp-letter.pdf (opens in new tab)' }),
    ).toHaveTextContent(/^PDF/);
    // A type the spec lists no thumbnail for is listed by its name only.
    expect(within(items[3] as HTMLElement).getByRole('button', { name: 'notes.txt' })).toHaveTextContent(
      /^notes\.txt$/,
    );
  });

  it('says when there are no files', async () => {
    renderDetail(fakeDetailGateway({ documents: [] }));
    expect(await within(await mediaSection()).findByText(en.No_Media)).toBeInTheDocument();
  });

  it("is shown to the repair's own customer even with the document toggle off", async () => {
    const gateway = fakeDetailGateway({ documents: DOCUMENTS });
    renderDetail(gateway, { customerId: 'C1' });
    expect(await mediaSection()).toBeInTheDocument();
  });

  it('is not shown to anyone else while the document toggle is off', async () => {
    const gateway = fakeDetailGateway({
      documents: DOCUMENTS,
      workOrder: repair({ customerIdentifier: 'SOMEONE-ELSE' }),
    });
    renderDetail(gateway, { customerId: 'C1' });
    await screen.findByRole('button', { name: 'Cancel repair' });
    await waitFor(() => expect(gateway.getToggle).toHaveBeenCalledWith('mypeabodyDocumentToggle'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: MEDIA })).not.toBeInTheDocument();
    expect(gateway.listWorkOrderDocuments).not.toHaveBeenCalled();
  });

  it('is shown to anyone who can open the repair when the document toggle is on', async () => {
    renderDetail(
      fakeDetailGateway({
        documents: DOCUMENTS,
        workOrder: repair({ customerIdentifier: 'SOMEONE-ELSE' }),
        toggles: { mypeabodyDocumentToggle: true },
      }),
    );
    expect(await mediaSection()).toBeInTheDocument();
  });

  it('warns when the files cannot be listed', async () => {
    const gateway = fakeDetailGateway();
    gateway.listWorkOrderDocuments.mockRejectedValue(
      new GatewayHttpError({
        status: 500,
        title: 'Server Error',
        errors: [],
        correlationId: 'c',
        method: 'GET',
        path: '/x',
      }),
    );
    renderDetail(gateway);
    expect(await within(await mediaSection()).findByRole('alert')).toHaveTextContent(en.View_Media_Error);
  });
});

describe('opening a file', () => {
  it('shows a photo in an overlay named by its file name, which Escape closes', async () => {
    const user = userEvent.setup();
    const gateway = fakeDetailGateway({ documents: DOCUMENTS });
    renderDetail(gateway);
    const button = await within(await mediaSection()).findByRole('button', { name: 'sink-before.png' });
    await user.click(button);
    const overlay = await screen.findByRole('dialog', { name: 'sink-before.png' });
    expect(gateway.getWorkOrderDocument).toHaveBeenCalledWith(WORK_ORDER_ID, 'D1');
    expect(within(overlay).getByRole('img', { name: 'sink-before.png' })).toHaveAttribute('src', 'blob:portal/1');
    expect(within(overlay).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the overlay with Close', async () => {
    const user = userEvent.setup();
    renderDetail(fakeDetailGateway({ documents: DOCUMENTS }));
    await user.click(await within(await mediaSection()).findByRole('button', { name: 'sink-before.png' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a PDF in a new tab, opened at the click and given the file once it has arrived', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderDetail(fakeDetailGateway({ documents: DOCUMENTS }));
    await user.click(await within(await mediaSection()).findByRole('button', { name: /gp-letter\.pdf/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:portal/1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a download for MPEG video on other browsers', async () => {
    const user = userEvent.setup();
    renderDetail(fakeDetailGateway({ documents: [photo('V1', 'leak.mpeg', 'video/mpeg')] }));
    await user.click(await within(await mediaSection()).findByRole('button', { name: 'leak.mpeg' }));
    const link = await screen.findByRole('link', { name: 'Download leak.mpeg' });
    expect(link).toHaveAttribute('href', 'blob:portal/1');
    expect(link).toHaveAttribute('download', 'leak.mpeg');
  });

  it('says MPEG cannot play on an iPhone, without fetching it', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    const gateway = fakeDetailGateway({ documents: [photo('V1', 'leak.mpeg', 'video/mpeg')] });
    renderDetail(gateway);
    await user.click(await within(await mediaSection()).findByRole('button', { name: 'leak.mpeg' }));
    expect(await screen.findByText(en.Media_MPEG_Apple)).toBeInTheDocument();
    expect(gateway.getWorkOrderDocument).not.toHaveBeenCalled();
  });

  it('warns when the file cannot be fetched', async () => {
    const user = userEvent.setup();
    const gateway = fakeDetailGateway({ documents: DOCUMENTS });
    gateway.getWorkOrderDocument.mockRejectedValue(
      new GatewayHttpError({
        status: 404,
        title: 'Not Found',
        errors: [],
        correlationId: 'c',
        method: 'GET',
        path: '/x',
      }),
    );
    renderDetail(gateway);
    await user.click(await within(await mediaSection()).findByRole('button', { name: 'sink-before.png' }));
    expect(await within(await mediaSection()).findByRole('alert')).toHaveTextContent(en.View_Media_Error);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
