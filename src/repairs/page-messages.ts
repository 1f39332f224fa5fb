import type { MessageKey } from '../shared/i18n';

/**
 * The message of each situation of the repair history and detail pages that no rule decides (repairs.md §8 Detail
 * and Media, portal.md §8), so the pages built on these functions show the spec's code for each. The …Error
 * messages end "call us": the page shows them with the phone number (CallUs) and a Return to Home link.
 */
export const REPAIR_PAGE_MESSAGES = {
  /** The history list could not be loaded. */
  historyListFailed: 'repair_History_Error_Message2',
  /** GET /works-orders/{id} failed. */
  repairFailed: 'WorkOrderByIdAPI_Error',
  /** POST /wo-cancellation-eligibility failed. */
  cancelEligibilityFailed: 'EligibilityCancelAPI_Error',
  /** POST …/appointments/reschedule-eligibility failed. */
  rescheduleEligibilityFailed: 'EligibilityRescheduleAPI_Error',
  /** GET /works-orders/{id}/historyItems failed. */
  historyFailed: 'RepairDetailsHistoryAPI_Error',
  /** Above the History timeline when it has entries. */
  historyIntro: 'SSR072',
  /** The repair's contractor site is on hold (ContractorSiteOnHold). */
  contractorOnHold: 'onHoldRepairHistoryDetailsMessage',
  /** The reschedule call failed: shown on /repairJourneyErrorPage. */
  rescheduleFailed: 'Reschedule_Api_Error',
  /** The reschedule answered without an appointmentId. */
  rescheduleNotConfirmed: 'Reschedule_ApiFailError',
  /** In place of a photo or video marked not appropriate. */
  mediaRemoved: 'MediaRemovedMsg',
  /** The repair has no photos or videos. */
  noMedia: 'No_Media',
  /** An mpeg video on an Apple mobile browser. */
  mediaMpegOnApple: 'Media_MPEG_Apple',
  /** A photo or video could not be fetched (a warning). */
  mediaFailed: 'View_Media_Error',
} as const satisfies Record<string, MessageKey>;
