import type { ContractorKey } from './contractor-seeds';
import { PERSONAS } from './personas';
import type { RepairAssetType } from './repair-locations';
import type { Channel, WorkOrderSeed } from './work-order-seed-types';

const { ada } = PERSONAS;

/** Snagging in Ada's new build, per reason: where it is, what is wrong, who fixes it. */
const ADA_SNAGS: { reasonId: number; area: RepairAssetType; contractor: ContractorKey; what: string }[] = [
  { reasonId: 1, area: 'Property', contractor: 'aquaflow', what: 'kitchen tap drips from the spout' },
  { reasonId: 3, area: 'Property', contractor: 'castle', what: 'kitchen cupboard door hangs crooked' },
  { reasonId: 7, area: 'Property', contractor: 'aquaflow', what: 'sealant round the bath has come away' },
  { reasonId: 12, area: 'Property', contractor: 'brightspark', what: 'bedroom socket has no power' },
  { reasonId: 4, area: 'Property', contractor: 'brightspark', what: 'bathroom extractor fan rattles' },
  { reasonId: 23, area: 'Property', contractor: 'aquaflow', what: 'hall radiator stays cold at the top' },
  { reasonId: 17, area: 'Property', contractor: 'brightspark', what: 'smoke alarm chirps' },
  { reasonId: 19, area: 'Property', contractor: 'castle', what: 'gutter over the patio door overflows' },
  { reasonId: 5, area: 'Property', contractor: 'aquaflow', what: 'toilet cistern keeps running' },
  { reasonId: 30, area: 'Block', contractor: 'brightspark', what: 'stairwell light on the first floor is out' },
  { reasonId: 38, area: 'Block', contractor: 'castle', what: 'communal front door does not close' },
  { reasonId: 34, area: 'Block', contractor: 'metroLifts', what: 'lift judders between floors' },
];

/** Ada's repair (n) whose damp and mould clock is all done (docs/personas.md "Statutory clocks"). */
export const ADA_DAMP_REPAIR = 12;

/**
 * Ada: 120 repairs in the eleven months since her new build was handed over (snagging), so the phone history, which
 * loads 100 at a time, loads more on scroll. Newest first: n 1 is open (Unappointed), n 2 booked in four days, the
 * rest finished (completed, now and then cancelled or closed), one every 2.7 days back to the handover.
 */
export const ADA: WorkOrderSeed[] = Array.from({ length: ada.repairCount }, (_, i): WorkOrderSeed => {
  const n = i + 1;
  const snag = ADA_SNAGS[i % ADA_SNAGS.length] as (typeof ADA_SNAGS)[number];
  const daysAgo = 1 + Math.round(i * 2.7);
  const base = {
    n,
    daysAgo,
    area: snag.area,
    reasonId: snag.reasonId,
    contractor: snag.contractor,
    channel: (n % 10 === 0 ? 'ColleagueSelfService' : n % 7 === 0 ? 'ERGO' : 'CustomerSelfService') as Channel,
    description: `Snagging item ${n}: ${snag.what}. Reported from the handover list.`,
  };
  if (n === 1)
    return {
      ...base,
      status: 'Unappointed',
      reasonId: 2,
      area: 'Property',
      contractor: 'aquaflow',
      description: 'Kitchen sink drains slowly. It gurgles when the washing machine empties.',
    };
  if (n === 2) return { ...base, status: 'Appointed', appointment: { inDays: 4, band: 'AM' } };
  // A damp and mould report a month ago with every step of Awaab's Law recorded in time: the clock shows each done.
  if (n === ADA_DAMP_REPAIR)
    return {
      ...base,
      status: 'Completed',
      area: 'Property',
      reasonId: 9,
      contractor: 'aquaflow',
      description: 'Damp patch on the bedroom wall behind the wardrobe. The wallpaper is peeling.',
      closedDaysAgo: daysAgo - 12,
      isDampAndMould: true,
      hazards: [
        ['HAZAWARE01', 0],
        ['HAZINV01', 4],
        ['HAZSUM01', 5],
        ['HAZSAFE01', 7],
        ['HAZPREV01', 8],
      ],
    };
  const closedDaysAgo = Math.max(1, daysAgo - 6);
  if (n % 9 === 0) return { ...base, status: 'Cancelled', closedDaysAgo };
  if (n % 13 === 0) return { ...base, status: 'Closed', closedDaysAgo };
  return { ...base, status: 'Completed', closedDaysAgo };
});
