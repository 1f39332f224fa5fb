import { createMemoryRouter } from 'react-router';
import type { GatewayClient } from '../../../src/gateway';
import { DmcQuestionsPage } from '../../../src/pages/repairs/redirects/dmc-questions-page';
import { ViewMediaPage } from '../../../src/pages/repairs/redirects/view-media-page';
import { RepairDetailPage } from '../../../src/pages/repairs/detail/repair-detail-page';
import { Destination, renderRouter } from './detail-fakes';
import '../../support/dialog-polyfill';

/**
 * The portal's repair addresses in a router: /viewmedia, /DMCQuestions and the detail page they lead to, with
 * stand-ins for the other pages. `address` is opened after the `before` entries (pages the resident came from);
 * with none, it is the entry the portal was opened on, as when a resident follows a link from an email.
 */
export function renderAddress(gateway: GatewayClient, address: string, options: { before?: string[] } = {}) {
  const before = options.before ?? [];
  const router = createMemoryRouter(
    [
      { path: '/viewmedia', element: <ViewMediaPage /> },
      { path: '/DMCQuestions', element: <DmcQuestionsPage /> },
      { path: '/repairhistorydetails', element: <RepairDetailPage /> },
      { path: '/historicRepairs', element: <Destination name="Repair history" /> },
      { path: '/repairproperty', element: <Destination name="Repair journey" /> },
      { path: '/messages', element: <Destination name="Messages" /> },
    ],
    { initialEntries: [...before, address], initialIndex: before.length },
  );
  return renderRouter(router, gateway);
}

/** Where the router is now, as an address. */
export function currentAddress(router: ReturnType<typeof renderAddress>['router']): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
