/** Maintenance responsibility types that describe heating (repairs.md §3). */
export const HEATING_TYPES: readonly string[] = ['HEAT', 'HEATGAS', 'HEATOIL', 'HEATELEC'];

const DROPPED = new Set(['', 'null', 'unknown', 'none']);

/** repairs.md §4: heating values null, unknown, none or empty are dropped and the rest joined with '+'. */
export function joinHeatingAttributes(values: readonly (string | null | undefined)[]): string {
  return values
    .map((v) => (v ?? '').trim())
    .filter((v) => !DROPPED.has(v.toLowerCase()))
    .join('+');
}

/** The values of a joined attribute, with the same values dropped (a client may send them anyway). */
export function splitHeatingAttribute(joined: string | undefined): string[] {
  return (joined ?? '')
    .split('+')
    .map((v) => v.trim())
    .filter((v) => !DROPPED.has(v.toLowerCase()));
}

/** The heating values among an asset's maintenance responsibilities, in stored order. */
export function heatingValues(responsibilities: readonly { type: string; value: string }[] | undefined): string[] {
  return splitHeatingAttribute(
    joinHeatingAttributes((responsibilities ?? []).filter((r) => HEATING_TYPES.includes(r.type)).map((r) => r.value)),
  );
}
