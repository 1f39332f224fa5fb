export interface FilterOption {
  /** What the address and the search hold ('' for none). */
  value: string;
  label: string;
}

/** One filter: a select whose first option is its "everything" choice (All). */
export interface FilterField {
  name: string;
  label: string;
  options: readonly FilterOption[];
}

/** A value for each filter by name; '' where none is applied. */
export type FilterValues = Readonly<Record<string, string>>;
