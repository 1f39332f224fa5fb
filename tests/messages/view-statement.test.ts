import { describe, expect, it } from 'vitest';
import { offersViewStatement } from '../../src/messages/view-statement';

// portal.md §2 Messages: "A View Statement button appears only for notification types that allow it"
// (rules/messages-view-statement.json).
describe('View statement', () => {
  it('is offered for statement notifications only', () => {
    expect(offersViewStatement('STATEMENT')).toBe(true);
    expect(offersViewStatement(' STATEMENT ')).toBe(true);
    for (const category of [
      'CaseCreation',
      'ASSET COMPLIANCE-EICR5Y',
      'ASSET COMPLIANCE-ANNUALDOMESTICGASSERVICING',
      'statement',
      '',
    ]) {
      expect(offersViewStatement(category)).toBe(false);
    }
  });
});
