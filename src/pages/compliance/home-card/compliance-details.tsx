import { Link } from 'react-router';
import type { ComplianceKind } from '../../../compliance/compliance-kind';
import { overdueInputs, type ComplianceSummary } from '../../../compliance/compliance-visit';
import { dayMonthYear, isoDay } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { COMPLIANCE_TEXTS } from './compliance-texts';
import { MESSAGES_PATH } from '../../../shared/paths';
import { useRule } from '../../../shared/use-rule';
import { CardFailure, CardPending } from '../../../ui/card-states';
import { SummaryList, type SummaryRow } from '../../../ui/summary-list';
import { WarningText } from '../../../ui/warning-text';
import { useCompliance } from './use-compliance';
import { useComplianceAlerts } from './use-compliance-alerts';
import './compliance-card.css';

function visitRows(summary: ComplianceSummary, overdue: boolean): SummaryRow[] {
  const { current, lastVisit, decommissioned } = summary;
  const rows: SummaryRow[] = [
    {
      key: 'last',
      label: t('compliance_last_visit'),
      value: lastVisit ? dayMonthYear(lastVisit) : t('compliance_no_visit_yet'),
    },
  ];
  if (current.visitOutcome) rows.push({ key: 'outcome', label: t('compliance_outcome'), value: current.visitOutcome });
  if (!decommissioned) {
    const due = dayMonthYear(current.visitDue);
    rows.push({
      key: 'due',
      label: t('compliance_next_due'),
      value: overdue ? (
        <>
          {due} <strong className="compliance-card__overdue">({t('compliance_overdue_label')})</strong>
        </>
      ) : (
        due
      ),
    });
  }
  rows.push({
    key: 'contractor',
    label: t('compliance_contractor'),
    value: (
      <>
        {current.contractor.contractorName}
        <br />
        <a className="link" href={`tel:${current.contractor.contractorNumber.replace(/\s+/g, '')}`}>
          {current.contractor.contractorNumber}
        </a>
      </>
    ),
  });
  return rows;
}

/**
 * A compliance card's content: the overdue alert (rules/compliance-overdue.json) with the contractor to call, the
 * unread-messages alert (GasBoiler_ServiceoverDue), then the visits as a summary list; a decommissioned appliance is
 * said so, with no visit due. When the visits cannot load, the card says so with the phone number and the rest of the
 * page stands.
 */
export function ComplianceDetails({
  kind,
  customerId,
  assetId,
  pending,
}: {
  kind: ComplianceKind;
  customerId: string;
  assetId: string;
  pending: string;
}) {
  const { data: summary, error } = useCompliance(assetId, kind);
  // Without the unread summary (its call failed) the card still shows the visits; the messages card reports the
  // failure.
  const unreadAlert = useComplianceAlerts(customerId, assetId).data?.has(kind) === true;
  const overdue = useRule('compliance-overdue', summary ? overdueInputs(summary, isoDay(new Date())) : null);
  if (error !== undefined) {
    return <CardFailure text={t(COMPLIANCE_TEXTS[kind].failed)} />;
  }
  if (summary === undefined || (summary !== null && overdue === undefined)) return <CardPending text={pending} />;
  return (
    <>
      {/* About the visits the card shows: a home with no records of them has none to be overdue (issue 26). */}
      {unreadAlert && summary !== null && (
        <div className="compliance-card__messages">
          <WarningText text={t('GasBoiler_ServiceoverDue', { subject: t(COMPLIANCE_TEXTS[kind].subject) })} />
          <Link className="link" to={MESSAGES_PATH}>
            {t('compliance_read_messages')}
          </Link>
        </div>
      )}
      {summary === null ? (
        <p className="body">{t(COMPLIANCE_TEXTS[kind].none)}</p>
      ) : (
        <>
          {overdue && (
            <WarningText
              text={t(COMPLIANCE_TEXTS[kind].overdue, {
                contractor: summary.current.contractor.contractorName,
                number: summary.current.contractor.contractorNumber,
              })}
            />
          )}
          {summary.decommissioned && (
            <p className="body">
              {t(COMPLIANCE_TEXTS[kind].decommissioned, { date: dayMonthYear(summary.decommissioned) })}
            </p>
          )}
          <SummaryList rows={visitRows(summary, overdue === true)} />
        </>
      )}
    </>
  );
}
