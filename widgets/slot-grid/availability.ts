/**
 * The appointment availability response as the slot grid reads it (repairs.md §3 "Appointment availability
 * response"): each availability is a time band (availabilityDetails) with the dates it is offered on (slots).
 * The data arrives in widget options, so it is checked here rather than trusted.
 */
import { calendarDay } from '../../src/shared/dates';

/** A time band: e.g. AM 08:00 to 12:00. */
export interface TimeBand {
  readonly availabilityType: string;
  readonly availabilityTypeLabel: string;
  readonly start: string;
  readonly end: string;
}

/** A band offered on one date. */
export interface BandSlot {
  /** The date as YYYY-MM-DD. */
  readonly date: string;
  readonly insideSla: boolean;
  readonly capacity: string;
  readonly metadata?: unknown;
}

export interface Availability {
  readonly band: TimeBand;
  readonly slots: readonly BandSlot[];
}

/** The chosen slot with everything the booking payload and the SLA reason need (repairs.md §3, §4). */
export interface ChosenSlot extends TimeBand, BandSlot {
  /** The slot's value in the form (see slotKey). */
  readonly key: string;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The calendar date of a slot, as the gateway wrote it (no time-zone shift): "2024-10-15T00:00:00Z" is the 15th. */
export function calendarDate(value: unknown): string | undefined {
  return calendarDay(text(value));
}

/** Capacity 'Not Available' means the band is shown but cannot be chosen (repairs.md §4 Scheduler). */
export const isBookable = (slot: BandSlot): boolean => slot.capacity.trim().toLowerCase() !== 'not available';

function readSlot(entry: unknown): BandSlot[] {
  if (!isObject(entry)) return [];
  const date = calendarDate(entry.date);
  if (!date) return [];
  return [
    {
      date,
      insideSla: entry.insideSla === true || entry.insideSla === 'true',
      capacity: text(entry.capacity),
      ...('metadata' in entry ? { metadata: entry.metadata } : {}),
    },
  ];
}

function readAvailabilityEntry(entry: unknown): Availability[] {
  if (!isObject(entry) || !isObject(entry.availabilityDetails)) return [];
  const details = entry.availabilityDetails;
  const availabilityType = text(details.availabilityType);
  if (availabilityType === '') return [];
  const band: TimeBand = {
    availabilityType,
    availabilityTypeLabel: text(details.availabilityTypeLabel) || availabilityType,
    start: text(details.start),
    end: text(details.end),
  };
  const slots = Array.isArray(entry.slots) ? entry.slots.flatMap(readSlot) : [];
  return [{ band, slots }];
}

/**
 * The availabilities of the response: accepts the list itself or the whole response ({ availabilities }).
 * Entries without a band type and slots without a date are dropped rather than shown half-formed.
 */
export function readAvailability(value: unknown): Availability[] {
  const list = isObject(value) ? value.availabilities : value;
  return Array.isArray(list) ? list.flatMap(readAvailabilityEntry) : [];
}

/** Every date any band is offered on, earliest first, once each. */
export function availableDates(availabilities: readonly Availability[]): string[] {
  const dates = new Set(availabilities.flatMap((availability) => availability.slots.map((slot) => slot.date)));
  return [...dates].sort();
}

/**
 * The form value of a slot: "<YYYY-MM-DD>|<availabilityType>". A string, because RJSF renders custom widgets only
 * for string, number, boolean and array answers, and it stays stable when the availability is loaded again.
 */
export const slotKey = (date: string, availabilityType: string): string => `${date}|${availabilityType}`;

/** The band offered on a date, if it is. */
export function slotOn(availability: Availability, date: string): BandSlot | undefined {
  return availability.slots.find((slot) => slot.date === date);
}

/**
 * The slot a form value stands for, with its band, or undefined when the value is not (or no longer) offered.
 * The journey's booking effect uses this to build the booking payload from the chosen value.
 */
export function findChosenSlot(availabilities: readonly Availability[], key: unknown): ChosenSlot | undefined {
  const slot = findOfferedSlot(availabilities, key);
  return slot && isBookable(slot) ? slot : undefined;
}

/** The slot a form value stands for, bookable or not (the appointment already booked may be full), or undefined. */
export function findOfferedSlot(availabilities: readonly Availability[], key: unknown): ChosenSlot | undefined {
  if (typeof key !== 'string') return undefined;
  const separator = key.indexOf('|');
  if (separator < 0) return undefined;
  const date = key.slice(0, separator);
  const type = key.slice(separator + 1);
  const availability = availabilities.find((entry) => entry.band.availabilityType === type);
  const slot = availability ? slotOn(availability, date) : undefined;
  return availability && slot ? { ...availability.band, ...slot, key } : undefined;
}
