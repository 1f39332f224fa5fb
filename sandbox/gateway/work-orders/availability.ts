import type { Availability } from '../../../schemas/generated/gateway.appointment-availability';
import { BAND_ORDER, BANDS, bandTimes, type Band } from './bands';
import { externalLoad, type CapacityProfile } from './contractor-capacity';
import { addDays, isoDate, startOfDay } from '../../db/dates';

/** The slot grid covers five weeks from tomorrow (the spec's "next weeks"; same-day visits are not booked). */
export const AVAILABILITY_WINDOW_DAYS = 35;

export type Capacity = 'High' | 'Low' | 'Not Available';

export interface SlotState {
  date: string;
  band: Band;
  remaining: number;
  insideSla: boolean;
}

export interface AvailabilityInput {
  contractorId: string;
  diaryPrefix: string;
  profile: CapacityProfile;
  /** Appointments booked through the portal, by `${date}|${band}`. */
  booked: ReadonlyMap<string, number>;
  now: Date;
  slaDays: number;
}

export const slotKey = (date: string, band: Band): string => `${date}|${band}`;

export function capacityLabel(remaining: number): Capacity {
  if (remaining <= 0) return 'Not Available';
  return remaining === 1 ? 'Low' : 'High';
}

export function diaryCode(prefix: string, band: Band): string {
  return `${prefix}-${band}`;
}

/**
 * Every slot the contractor works in the window, with what is left of its capacity. A band the contractor
 * does not work that day is absent (the grid shows a dash); a full one has remaining 0.
 */
export function slotStates(input: AvailabilityInput): SlotState[] {
  const today = startOfDay(input.now);
  const slaEnd = isoDate(addDays(today, input.slaDays));
  const states: SlotState[] = [];
  for (let day = 1; day <= AVAILABILITY_WINDOW_DAYS; day++) {
    const d = addDays(today, day);
    const date = isoDate(d);
    const bands = input.profile.weekly[d.getUTCDay()] ?? {};
    for (const band of BAND_ORDER) {
      const slots = bands[band] ?? 0;
      if (slots <= 0) continue;
      const taken =
        (input.profile.externalLoad ? externalLoad(input.contractorId, date, band, slots) : 0) +
        (input.booked.get(slotKey(date, band)) ?? 0);
      states.push({ date, band, remaining: Math.max(0, slots - taken), insideSla: date <= slaEnd });
    }
  }
  return states;
}

/** The availability answer (repairs.md §3): one entry per band the contractor works, each with its dates. */
export function toAvailabilities(states: SlotState[], diaryPrefix: string): Availability[] {
  return BAND_ORDER.flatMap((band) => {
    const slots = states.filter((s) => s.band === band);
    if (slots.length === 0) return [];
    return [
      {
        availabilityDetails: {
          start: BANDS[band].start,
          end: BANDS[band].end,
          availabilityTypeLabel: BANDS[band].label,
          availabilityType: band,
        },
        slots: slots.map((s) => {
          const times = bandTimes(s.date, band);
          return {
            date: s.date,
            insideSla: s.insideSla,
            capacity: capacityLabel(s.remaining),
            metadata: [
              { key: 'diaryCode', value: diaryCode(diaryPrefix, band) },
              { key: 'appointmentFromDate', value: times.start },
              { key: 'appointmentToDate', value: times.end },
            ],
          };
        }),
      },
    ];
  });
}
