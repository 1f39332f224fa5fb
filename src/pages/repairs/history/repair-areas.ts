/**
 * The areas a repair can be for (repairs.md §3: the asset types a resident reports against; Scheme repairs are not
 * raised here), in the order the journey offers them. The list item's `area` holds one of these.
 */
export const REPAIR_AREAS: readonly string[] = ['Property', 'Divided Block', 'Block', 'Estate'];
