import querySchema from '../../schemas/gateway/case-search-query.schema.json';

// The gateway's own rule for the search text (portal.md §5 "Case search text"), read from the contract, so the page
// and the gateway can never disagree on what a search may hold.
const ALLOWED = new RegExp(querySchema.properties.searchText.pattern, 'u');
const MAX_LENGTH = querySchema.properties.searchText.maxLength;

/**
 * Whether the gateway accepts this (trimmed) search text: letters, digits, spaces and . , _ @ + ! ( ) ? ' = & -, no
 * leading or double hyphen.
 */
export function isCaseSearchText(text: string): boolean {
  return text.length <= MAX_LENGTH && ALLOWED.test(text);
}
