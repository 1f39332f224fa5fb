import type { MessageKey } from './i18n';

/**
 * A choice of a list's filter or order that the gateway receives as it is, so code rather than a rule: its word in
 * the address ('' for All), the value the query sends and its label's message code. A list starts at its first.
 */
export interface QueryChoice<Slug extends string, Value> {
  readonly slug: Slug;
  readonly value: Value;
  readonly label: MessageKey;
}

/** The order by date raised the inbox and the case list offer (portal.md §9): newest first, the default, or oldest. */
export type CreatedOrder = QueryChoice<'newest-first' | 'oldest-first', 'createdDate desc' | 'createdDate asc'>;
