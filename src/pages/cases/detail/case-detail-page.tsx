import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isShownFailure, type Case } from '../../../gateway';
import { detailLines } from '../../../cases/detail-lines';
import type { ErrorPageState } from '../../../shared/error-state';
import { ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { CASES_PATH, GENERIC_ERROR_PATH } from '../../../shared/paths';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useSession } from '../../../shared/use-session';
import { BackLink } from '../../../ui/back-link';
import { ErrorBox } from '../../../ui/error-box';
import { Loading } from '../../../ui/loading';
import { NO_VALUE } from '../../../ui/no-value';
import { SummaryList } from '../../../ui/summary-list';
import { CaseStatusTag } from '../shared/case-status-tag';
import { useCaseOwners } from '../shared/use-case-owners';
import { CaseComplaint } from './case-complaint';
import { CaseNextSteps } from './case-next-steps';
import { useCaseDetail } from './use-case-detail';

// A complaint's clock (issue 31, decision 0059), in a chunk of its own with its rules: most cases show none.
const CaseClockPanel = lazy(async () => ({ default: (await import('./case-clock-panel')).CaseClockPanel }));

/**
 * /casedetails?case=CAS-104201: one of the resident's cases (portal.md §2: reference, status, owner, date created,
 * request type and the detail lines split into label and value), what happens next while it is open, and how to
 * complain. Back returns to the list as it was (its filters and page travel in the link's state).
 */
export function CaseDetailPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const reference = (params.get('case') ?? '').trim();
  const detail = useCaseDetail(session?.customerId ?? '', session?.customerId ? reference : '');
  const failed = isShownFailure(detail.error);
  useDocumentTitle(
    detail.data ? t('cases_detail_title', { reference: detail.data.caseReferenceNumber }) : t('cases_title'),
  );

  const back = <BackLink fallback={CASES_PATH} text={t('cases_detail_back')} />;
  if (failed) {
    return (
      <>
        {back}
        <ErrorBox messages={[t('case_Search_Alert_Message')]} />
      </>
    );
  }
  if (reference !== '' && detail.data === undefined) return <Loading />;
  if (!detail.data) {
    return (
      <>
        {back}
        <h1 className="heading-l">{t('cases_title')}</h1>
        <p className="body">{t('cases_detail_not_found')}</p>
      </>
    );
  }
  return (
    <>
      {back}
      <CaseDetail item={detail.data} />
    </>
  );
}

function CaseDetail({ item }: { item: Case }) {
  const { pathname, search } = useLocation();
  const owners = useCaseOwners([item]);
  // An owner that cannot be looked up is a failure of the page (portal.md §8).
  if (owners.error !== undefined) {
    const errorState: ErrorPageState = { from: `${pathname}${search}` };
    return <Navigate to={GENERIC_ERROR_PATH} replace state={errorState} />;
  }
  if (!owners.ready) return <Loading />;
  const lines = detailLines(item.description);
  return (
    <>
      <h1 className="heading-l">{t('cases_detail_title', { reference: item.caseReferenceNumber })}</h1>
      <SummaryList
        rows={[
          { key: 'reference', label: t('cases_detail_reference'), value: item.caseReferenceNumber },
          { key: 'status', label: t('cases_detail_status'), value: <CaseStatusTag status={item.status} /> },
          { key: 'owner', label: t('cases_detail_owner'), value: owners.ownerOf(item) || NO_VALUE },
          { key: 'created', label: t('cases_detail_created'), value: ukLongDate(item.createdDate) ?? NO_VALUE },
          { key: 'type', label: t('cases_detail_type'), value: item.caseTypeDescription || NO_VALUE },
        ]}
      />
      {lines.length > 0 && (
        <section aria-labelledby="case-lines-heading">
          <h2 className="heading-m" id="case-lines-heading">
            {t('cases_detail_lines_heading')}
          </h2>
          <SummaryList
            rows={lines.map((line, index) => ({
              key: String(index),
              label: line.label || t('cases_detail_line_default'),
              value: line.value || NO_VALUE,
            }))}
          />
        </section>
      )}
      {item.status === 'Active' && <CaseNextSteps item={item} />}
      {item.status === 'Active' && (
        <Suspense fallback={null}>
          <CaseClockPanel item={item} />
        </Suspense>
      )}
      <CaseComplaint />
    </>
  );
}
