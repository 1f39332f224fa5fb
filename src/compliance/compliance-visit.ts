import type { ComplianceRecord } from '../gateway';

/** What a compliance card shows of a property's visits of one type (portal.md §2: last visit, next due, contractor). */
export interface ComplianceSummary {
  /** The latest visit due: the current cycle. */
  readonly current: ComplianceRecord;
  /** The most recent visit done, of any cycle; undefined when none was. */
  readonly lastVisit: string | undefined;
  /** When the equipment was decommissioned ("as the data says"), if it was. */
  readonly decommissioned: string | undefined;
}

/** The summary of visits listed latest due first (GET …/compliance?orderBy=visitDue); undefined when there are none. */
export function complianceSummary(records: readonly ComplianceRecord[]): ComplianceSummary | undefined {
  const current = records[0];
  if (!current) return undefined;
  const done = records
    .map((record) => record.visitActual)
    .filter((date): date is string => typeof date === 'string' && date !== '');
  const lastVisit = done.sort().at(-1);
  const decommissioned = records
    .map((record) => record.dateDecommissioned)
    .find((date): date is string => typeof date === 'string' && date !== '');
  return { current, lastVisit, decommissioned };
}

/** The inputs of rules/compliance-overdue.json for a card's summary, on London's today. */
export function overdueInputs(summary: ComplianceSummary, today: string): Record<string, unknown> {
  return {
    visitDue: summary.current.visitDue,
    visitActual: summary.current.visitActual ?? null,
    decommissioned: summary.decommissioned !== undefined,
    today,
  };
}
