import { Link } from 'react-router';
import { UnauthorisedError, type Case } from '../../../gateway';
import { ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { CASES_PATH, CREATE_CASE_PATH, HOME_PATH } from '../../../shared/paths';
import { CardFailure } from '../../../ui/home-card';
import { CaseLink } from '../case-link';
import { CaseStatusTag } from '../case-status-tag';
import { LatestCasesPending } from './latest-cases-pending';
import { useLatestCases } from './use-latest-cases';
import './latest-cases.css';

export interface LatestCasesProps {
  customerId: string;
  premisesId: string | null;
}

/**
 * The case card's content (portal.md §2 Home: "the 2 latest cases with View cases and Create case buttons"): each case
 * with its status in words and colour, opening its page; Case_Card_0027 when there are none; case_Card_Alert_Message
 * with the phone number when they cannot load. Loaded after the home page itself, in the card's reserved slot.
 */
export function LatestCases({ customerId, premisesId }: LatestCasesProps) {
  const { data, error } = useLatestCases(customerId, premisesId);
  if (error !== undefined && !(error instanceof UnauthorisedError))
    return <CardFailure text={t('case_Card_Alert_Message')} />;
  if (data === undefined) return <LatestCasesPending />;
  return (
    <div className="latest-cases">
      {data.length === 0 ? (
        <p className="body">{t('Case_Card_0027')}</p>
      ) : (
        <ul className="latest-cases__list">
          {data.map((item) => (
            <LatestCase key={item.id} item={item} />
          ))}
        </ul>
      )}
      <div className="latest-cases__actions">
        <Link className="button button--secondary" to={CASES_PATH}>
          {t('cases_card_view')}
        </Link>
        <Link className="button" to={CREATE_CASE_PATH}>
          {t('cases_card_create')}
        </Link>
      </div>
    </div>
  );
}

function LatestCase({ item }: { item: Case }) {
  return (
    <li className="latest-cases__item">
      <CaseStatusTag status={item.status} />{' '}
      <CaseLink reference={item.caseReferenceNumber} from={HOME_PATH} className="link latest-cases__type">
        {item.caseTypeDescription || item.caseReferenceNumber}
      </CaseLink>
      <p className="latest-cases__details">
        {[item.caseReferenceNumber, t('cases_card_created', { date: ukLongDate(item.createdDate) ?? '' })].join(' – ')}
      </p>
    </li>
  );
}
