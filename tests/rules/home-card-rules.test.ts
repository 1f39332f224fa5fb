import { describe, expect, it } from 'vitest';
import overdue from '../../rules/compliance-overdue.json';
import type { PageRule } from '../../schemas/generated/rule';
import { alertedComplianceCards } from '../../src/compliance/compliance-alert';
import { complianceSummary, overdueInputs } from '../../src/compliance/compliance-visit';
import { evaluateRule } from '../../src/engine';
import type { ComplianceRecord } from '../../src/gateway';

const TODAY = '2026-11-27';

function record(visitDue: string, extra: Partial<ComplianceRecord> = {}): ComplianceRecord {
  return {
    id: visitDue,
    assetIdentifier: 'P1',
    complianceType: 'Annual Domestic Gas Servicing',
    visitDue,
    contractor: { contractorName: 'Aquaflow', contractorNumber: '02079460501' },
    equipmentType: 'Gas Boiler',
    ...extra,
  };
}

const isOverdue = (records: ComplianceRecord[]) => {
  const summary = complianceSummary(records);
  if (!summary) throw new Error('no visits');
  return evaluateRule('compliance-overdue', overdue as PageRule, overdueInputs(summary, TODAY));
};

// When a visit counts as overdue (portal.md §4 leaves it open; decision 0033): an analyst changing the rule sees here
// what changes.
describe('rules/compliance-overdue.json', () => {
  it.each([
    ['due yesterday, not visited', [record('2026-11-26')], true],
    ['due today, not visited', [record('2026-11-27')], false],
    ['due in a month', [record('2026-12-27')], false],
    ['due last month, visited', [record('2026-10-27', { visitActual: '2026-10-20' })], false],
    ['due last month, decommissioned', [record('2026-10-27', { dateDecommissioned: '2026-09-01' })], false],
    [
      'the latest due not visited, an older one visited',
      [record('2026-11-01'), record('2025-11-01', { visitActual: '2025-10-30' })],
      true,
    ],
  ])('%s → overdue %s', (_case, records, expected) => {
    expect(isOverdue(records)).toBe(expected);
  });
});

describe("a compliance card's summary", () => {
  it('takes the latest due as the current visit, the most recent visit done as the last one', () => {
    const summary = complianceSummary([
      record('2026-12-01'),
      record('2025-12-01', { visitActual: '2025-11-20' }),
      record('2024-12-01', { visitActual: '2024-12-02' }),
    ]);
    expect(summary?.current.visitDue).toBe('2026-12-01');
    expect(summary?.lastVisit).toBe('2025-11-20');
    expect(summary?.decommissioned).toBeUndefined();
  });

  it('is undefined when there are no visits', () => {
    expect(complianceSummary([])).toBeUndefined();
  });
});

describe('rules/compliance-alert-categories.json', () => {
  it("raises the gas card's alert for unread gas messages, overdue or not, and the electrical card's for EICR ones", () => {
    expect([...alertedComplianceCards(['ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING-OVERDUE'])]).toEqual(['gas']);
    expect(
      [...alertedComplianceCards(['ASSET COMPLIANCE-EICR5Y', 'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING'])].sort(),
    ).toEqual(['electrical', 'gas']);
  });

  it('raises none for other categories', () => {
    expect(alertedComplianceCards(['CaseCreation', 'STATEMENT']).size).toBe(0);
  });
});
