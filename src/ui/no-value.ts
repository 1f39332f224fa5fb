/** What stands in for a value that is missing (repairs.md §5: "Missing dates or areas show a dash"). */
export const NO_VALUE = '-';
