// The portal's one module of UK dates and times: instants (the gateway's date-times, the clock's now) are written on
// the Europe/London clock through Intl, so no zone data is bundled; calendar dates (slots) are never shifted.
export { UK_TIME_ZONE, isoDay, ukClockTime, ukHour, ukLocalDateTime, ukTime, type UkTime } from './london-clock';
export { machineTime, parseDateTime } from './gateway-date-time';
export { dateTimeRange, ordinalDateTime, ukLongDate } from './uk-formats';
export {
  calendarDay,
  dayMonthYear,
  isCalendarDay,
  longCalendarDate,
  monthYearName,
  shortCalendarDate,
  shortMonthOf,
  weekdayName,
  yearsBefore,
} from './calendar-date';
export { dottedTime, govukTime, readClockTime, secondsTime, type ClockTime, type ClockWords } from './clock-time';
export { wholeMonthsBetween } from './whole-months';
