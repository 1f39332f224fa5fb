import type { ErrorItem } from '../errors';
import { diaryCode, type SlotState } from './availability';
import { dateOfBand, type Band } from './bands';
import type { ContractorRecord } from './contractor-record';

/** contractorName names the repair's contractor: by site id, name or hub code (any case). */
export function namesContractor(contractor: ContractorRecord, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return [contractor.id, contractor.name, contractor.hubCode].some(
    (v) => v !== undefined && v.toLowerCase() === wanted,
  );
}

export type SlotChoice = { ok: true; slot: SlotState } | { ok: false; status: 409 | 422; problem: ErrorItem };

/**
 * The slot a booking or reschedule asks for: exactly one band of one date of the contractor's diary, with the
 * diary code the availability gave, and capacity left. A full slot is a 409 ("slot no longer available"),
 * so of two residents booking the last place exactly one succeeds.
 */
export function chooseSlot(input: {
  slots: SlotState[];
  prefix: string;
  from: string;
  to: string;
  band: Band;
  diaryCode?: string;
}): SlotChoice {
  const date = dateOfBand(input.from, input.to, input.band);
  if (date === null) {
    return {
      ok: false,
      status: 422,
      problem: {
        field: '/appointmentFromDate',
        code: 'not-a-slot',
        message: 'must be the start and end of the chosen band on one date',
      },
    };
  }
  if (input.diaryCode !== undefined && input.diaryCode !== diaryCode(input.prefix, input.band)) {
    return {
      ok: false,
      status: 422,
      problem: { field: '/diaryCode', code: 'diary-mismatch', message: "is not the contractor's diary for this band" },
    };
  }
  const slot = input.slots.find((s) => s.date === date && s.band === input.band);
  if (!slot)
    return {
      ok: false,
      status: 422,
      problem: {
        field: '/appointmentFromDate',
        code: 'not-a-slot',
        message: 'the contractor does not work this band on this date',
      },
    };
  if (slot.remaining <= 0)
    return {
      ok: false,
      status: 409,
      problem: {
        field: '/appointmentFromDate',
        code: 'slot-unavailable',
        message: 'This appointment is no longer available. Choose another.',
      },
    };
  return { ok: true, slot };
}
