import rule from '../../rules/repair-appointment-selection.json';
import { asRuleFile } from '../engine/rule-file';
import { evaluateRule } from '../engine/evaluate-rule';

/** What Select appointment depends on: the repair, its contractor and the demobilised sites list. */
export interface AppointmentSelectionFacts {
  repair: { status: string; priority?: string | null; area?: string | null; contractor?: string | null };
  /** The repair's contractor, once known; null while not known (Select appointment stays hidden). */
  contractor: { isIntegrated: boolean } | null;
  /** The demobilizedContractorSites configuration list (contractor site identifiers). */
  demobilisedSites: readonly string[];
}

/**
 * Whether the repair detail page offers Select appointment (rules/repair-appointment-selection.json): an Unappointed,
 * Next Available repair to the resident's property whose contractor books online and is not demobilised.
 */
export function canSelectAppointment({ repair, contractor, demobilisedSites }: AppointmentSelectionFacts): boolean {
  return evaluateRule('repair-appointment-selection', asRuleFile(rule), {
    status: repair.status,
    priority: repair.priority ?? null,
    area: repair.area ?? null,
    isContractorIntegrated: contractor?.isIntegrated ?? null,
    isContractorDemobilised: repair.contractor ? demobilisedSites.includes(repair.contractor) : false,
  });
}
