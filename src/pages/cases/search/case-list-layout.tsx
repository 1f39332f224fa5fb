import type { Case } from '../../../gateway';
import { caseStatusDisplay } from '../../../cases/case-status';
import { ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import type { CardSpec } from '../../../ui/list/card-list';
import type { TableColumn } from '../../../ui/list/data-table';
import { NO_VALUE } from '../../../ui/no-value';
import { CaseLink } from '../shared/case-link';
import { CaseStatusTag } from '../shared/case-status-tag';

const createdOn = (item: Case) => ukLongDate(item.createdDate) ?? NO_VALUE;

/**
 * The case table (portal.md §2: case reference, request type, owner, created date and status). The reference opens
 * the case; the status is a tag in words and colour.
 */
export function caseColumns(from: string, ownerOf: (item: Case) => string): TableColumn<Case>[] {
  return [
    {
      key: 'reference',
      header: t('cases_col_reference'),
      nowrap: true,
      cell: (item) => (
        <CaseLink reference={item.caseReferenceNumber} from={from}>
          {item.caseReferenceNumber}
        </CaseLink>
      ),
    },
    { key: 'type', header: t('cases_col_type'), cell: (item) => item.caseTypeDescription || NO_VALUE },
    { key: 'owner', header: t('cases_col_owner'), cell: (item) => ownerOf(item) || NO_VALUE },
    { key: 'created', header: t('cases_col_created'), cell: createdOn, nowrap: true },
    { key: 'status', header: t('cases_col_status'), cell: (item) => <CaseStatusTag status={item.status} /> },
  ];
}

/** The phone cards: one a case, its request type the heading, then the same facts, and the way to its page. */
export function caseCard(from: string, ownerOf: (item: Case) => string): CardSpec<Case> {
  return {
    title: (item) => item.caseTypeDescription || item.caseReferenceNumber,
    fields: [
      { key: 'reference', label: t('cases_col_reference'), value: (item) => item.caseReferenceNumber },
      { key: 'owner', label: t('cases_col_owner'), value: (item) => ownerOf(item) || NO_VALUE },
      { key: 'created', label: t('cases_col_created'), value: createdOn },
      { key: 'status', label: t('cases_col_status'), value: (item) => <CaseStatusTag status={item.status} /> },
    ],
    action: (item) => (
      <CaseLink reference={item.caseReferenceNumber} from={from} className="button button--secondary">
        {item.caseReferenceNumber} <span className="visually-hidden">{t('cases_view_hidden')}</span>
      </CaseLink>
    ),
    accent: (item) => caseStatusDisplay(item.status).colour,
  };
}
