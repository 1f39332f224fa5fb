/**
 * The slots of an appointment availability answer (repairs.md §3), flattened: one per band and date. The booking
 * reads them back from the journey's stored availability, so they are checked here rather than trusted.
 */
export interface OfferedSlot {
  /** YYYY-MM-DD. */
  date: string;
  /** AM, PM or ALL. */
  availabilityType: string;
  /** The band's label, e.g. "Morning (8am to 12pm)". */
  bandLabel: string;
  /** The band's start and end, HH:mm (UTC). */
  start: string;
  end: string;
  insideSla: boolean;
  capacity: string;
  metadata: { key: string; value: string }[];
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function metadataOf(value: unknown): { key: string; value: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    isObject(entry) && typeof entry.key === 'string' && typeof entry.value === 'string'
      ? [{ key: entry.key, value: entry.value }]
      : [],
  );
}

/** Every slot of the availabilities (the list, or the whole answer); entries without a band or date are left out. */
export function offeredSlots(availabilities: unknown): OfferedSlot[] {
  const list = isObject(availabilities) ? availabilities.availabilities : availabilities;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown): OfferedSlot[] => {
    if (!isObject(entry) || !isObject(entry.availabilityDetails) || !Array.isArray(entry.slots)) return [];
    const details = entry.availabilityDetails;
    const availabilityType = text(details.availabilityType);
    if (availabilityType === '') return [];
    return entry.slots.flatMap((slot: unknown): OfferedSlot[] => {
      // A date written as a date-time is still its calendar date: "2026-11-24T00:00:00Z" is the 24th.
      const date = isObject(slot) ? /^\d{4}-\d{2}-\d{2}/.exec(text(slot.date))?.[0] : undefined;
      if (!isObject(slot) || date === undefined) return [];
      return [
        {
          date,
          availabilityType,
          bandLabel: text(details.availabilityTypeLabel) || availabilityType,
          start: text(details.start),
          end: text(details.end),
          insideSla: slot.insideSla === true,
          capacity: text(slot.capacity),
          metadata: metadataOf(slot.metadata),
        },
      ];
    });
  });
}

/** Capacity 'Not Available' is shown but cannot be chosen (repairs.md §4 Scheduler). */
export const isBookable = (slot: OfferedSlot): boolean => slot.capacity.trim().toLowerCase() !== 'not available';

/** The earliest date the contractor can come on, in any band; null when it cannot come at all. */
export function earliestBookableDate(slots: readonly OfferedSlot[]): string | null {
  return (
    slots
      .filter(isBookable)
      .map((slot) => slot.date)
      .sort()[0] ?? null
  );
}

/**
 * The earliest date with high capacity (repairs.md §4: the contractor's SLA reason applies "when the earliest
 * high-capacity date is more than 6 days away"); null when no date has high capacity.
 */
export function earliestHighCapacityDate(slots: readonly OfferedSlot[]): string | null {
  return (
    slots
      .filter((slot) => slot.capacity.trim().toLowerCase() === 'high')
      .map((slot) => slot.date)
      .sort()[0] ?? null
  );
}

/** A slot as the slot grid's answer names it: "YYYY-MM-DD|availabilityType". */
export const slotKeyOf = (slot: OfferedSlot): string => `${slot.date}|${slot.availabilityType}`;

/** The bookable slot a slot grid answer ("YYYY-MM-DD|availabilityType") stands for, if it is still offered. */
export function slotOfKey(slots: readonly OfferedSlot[], key: string): OfferedSlot | undefined {
  const separator = key.indexOf('|');
  if (separator < 0) return undefined;
  const date = key.slice(0, separator);
  const type = key.slice(separator + 1);
  return slots.find((slot) => slot.date === date && slot.availabilityType === type && isBookable(slot));
}

/** A metadata value of the slot (diaryCode, appointmentFromDate, appointmentToDate). */
export const slotMetadata = (slot: OfferedSlot, key: string): string | undefined =>
  slot.metadata.find((m) => m.key === key)?.value;
