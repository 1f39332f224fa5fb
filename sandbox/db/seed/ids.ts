/**
 * Seed ids are GUID-shaped and readable: the first group names the kind of object, the last group holds the
 * owner's tag (a persona, or 0000 for shared data) and a counter. Tests and fixtures can rely on them.
 */
export const ID_KIND = {
  customer: 'c0000000',
  user: '1d000000',
  asset: 'a5500000',
  tenancy: '7e000000',
  account: 'acc00000',
  transaction: '7a000000',
  document: 'd0c00000',
  communication: 'c0330000',
  case: 'ca5e0000',
  caseActivity: 'ca5ea000',
  compliance: 'c0a10000',
  contractor: '5c000000',
  workOrder: 'f0000000',
  workOrderHistory: 'f0a00000',
} as const;

export type IdKind = keyof typeof ID_KIND;

/** Owner tags: four hex digits naming whose data an id belongs to. */
export const OWNER_TAG = {
  shared: '0000',
  alex: 'a1e0',
  bea: 'bea0',
  chris: 'c415',
  dana: 'da0a',
  eli: 'e110',
  other: '07e4',
  unregistered: 'fa10',
  ada: 'ada0',
} as const;

export type OwnerKey = keyof typeof OWNER_TAG;

/** The id of the `n`th object of a kind owned by `owner` (n from 1; 0 is kept for the person's own record). */
export function seedId(kind: IdKind, owner: OwnerKey, n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 0xffff) throw new RangeError(`seed id counter out of range: ${n}`);
  return `${ID_KIND[kind]}-0000-4000-8000-0000${OWNER_TAG[owner]}${n.toString(16).padStart(4, '0')}`;
}

/** Hands out consecutive ids per (kind, owner), so ids depend only on the order data is written in. */
export class IdSequence {
  private readonly counters = new Map<string, number>();

  next(kind: IdKind, owner: OwnerKey): string {
    const key = `${kind}/${owner}`;
    const n = this.counters.get(key) ?? 1;
    this.counters.set(key, n + 1);
    return seedId(kind, owner, n);
  }
}
