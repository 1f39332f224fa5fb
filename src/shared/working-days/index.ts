// Working days of England and Wales from the bank-holidays calendar (rules/bank-holidays.json): the statutory clocks
// of repairs and complaints count them (docs/decisions/0059). Pure.
export {
  addCalendarDays,
  addWorkingDays,
  calendarKnows,
  isWorkingDay,
  workingDayCalendar,
  workingDaysBetween,
  type WorkingDayCalendar,
} from './calendar';
export { BANK_HOLIDAYS, bankHolidayCalendar, calendarEndsWithin } from './bank-holidays';
