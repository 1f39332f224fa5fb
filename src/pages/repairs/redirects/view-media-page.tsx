import { REPAIR_HISTORY_PATH } from '../../../shared/paths';
import { detailSectionPath } from '../detail/detail-sections';
import { ReplaceAddress } from './replace-address';
import { useWorkOrderId } from './use-work-order-id';

/**
 * /viewmedia?id=<work order id> (repairs.md §2 "Uploaded items with thumbnails"): a repair's photos and videos are
 * its detail page's media section, so the address opens that page there rather than a second copy of the list
 * (decision 0019). Without a repair it is the resident's repairs. Loaded lazily by the router (named export, PERF-03).
 */
export function ViewMediaPage() {
  const id = useWorkOrderId();
  return <ReplaceAddress to={id === null ? REPAIR_HISTORY_PATH : detailSectionPath(id, 'media')} />;
}
