/* Generated from schemas/ by tools/gen-types.mjs. Do not edit: change the schema and run `npm run gen`. */

/**
 * The working-day calendar's bank holidays (rules/bank-holidays.json), in the shape GOV.UK publishes at https://www.gov.uk/bank-holidays.json so a year can be pasted from there: the england-and-wales division with its events. The statutory clocks count working days with it (docs/decisions/0059). The journeys lint warns (RULE_CALENDAR_ENDING) when the calendar ends within 6 months.
 */
export interface BankHolidaysFile {
  /**
   * Path to this schema, so editors complete and check the file.
   */
  $schema?: string;
  /**
   * What the calendar is for and where its dates come from.
   */
  description: string;
  'england-and-wales': BankHolidayDivision;
}
/**
 * This interface was referenced by `BankHolidaysFile`'s JSON-Schema
 * via the `definition` "Division".
 */
export interface BankHolidayDivision {
  division: 'england-and-wales';
  /**
   * @minItems 1
   */
  events: BankHolidayEvent[];
}
/**
 * One bank holiday: its name and the day it is kept (a substitute day's date when it falls at a weekend).
 *
 * This interface was referenced by `BankHolidaysFile`'s JSON-Schema
 * via the `definition` "Event".
 */
export interface BankHolidayEvent {
  title: string;
  /**
   * YYYY-MM-DD
   */
  date: string;
  /**
   * GOV.UK's note, e.g. Substitute day.
   */
  notes?: string;
  /**
   * GOV.UK's flag; not read.
   */
  bunting?: boolean;
}
