import type { ComplianceKind } from '../../../compliance/compliance-kind';
import type { MessageKey } from '../../../shared/i18n';

/** The words of each compliance card's content (loaded with it, after the page), by kind. */
export interface ComplianceTexts {
  readonly failed: MessageKey;
  readonly none: MessageKey;
  /** The overdue text of portal.md §8 ("There is a Gas service overdue…", "There is an Electrical service…"). */
  readonly overdue: MessageKey;
  /** What GasBoiler_ServiceoverDue says the unread messages are about. */
  readonly subject: MessageKey;
  readonly decommissioned: MessageKey;
}

export const COMPLIANCE_TEXTS: Readonly<Record<ComplianceKind, ComplianceTexts>> = {
  gas: {
    failed: 'compliance_gas_failed',
    none: 'compliance_gas_none',
    overdue: 'compliance_gas_overdue',
    subject: 'compliance_gas_subject',
    decommissioned: 'compliance_gas_decommissioned',
  },
  electrical: {
    failed: 'compliance_electrical_failed',
    none: 'compliance_electrical_none',
    overdue: 'compliance_electrical_overdue',
    subject: 'compliance_electrical_subject',
    decommissioned: 'compliance_electrical_decommissioned',
  },
};
