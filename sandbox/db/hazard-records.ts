// The records Awaab's Law asks the association to keep on a repair (SI 2025/1042; AW-3 to AW-10), as history items
// of the work order: a documented extension of the gateway contract (schemas/gateway/work-order-history.schema.json,
// docs/decisions/0059). The portal's clocks read them; the back office (here, the seed and a test control) writes them.

/** When the association became aware of the hazard (day 0, AW-3): written with the report's own entry. */
export const HAZARD_AWARENESS = 'HAZAWARE01';

/** The steps the back office records, in the order they usually happen. */
export const HAZARD_RECORDS = [
  'HAZAWARE01', // became aware (AW-3)
  'HAZINV01', // investigation concluded (AW-4, AW-8)
  'HAZSUM01', // written summary sent (AW-5)
  'HAZSAFE01', // safety work done (AW-6, AW-8)
  'HAZPREV01', // preventative work started (AW-7)
  'HAZSUMV01', // the resident opened the written summary (AW-5 "viewed")
] as const;

export type HazardRecord = (typeof HAZARD_RECORDS)[number];
