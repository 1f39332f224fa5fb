import { Link } from 'react-router';
import { isShownFailure, type Case } from '../../../gateway';
import { ukLongDate } from '../../../shared/dates';
import { t } from '../../../shared/i18n';
import { CASES_PATH, CREATE_CASE_PATH, HOME_PATH } from '../../../shared/paths';
import { LatestContent, type CardWords, type LatestAbout } from '../../../ui/card-states';
import { LatestList } from '../../../ui/home-latest';
import { CaseLink } from '../shared/case-link';
import { CaseStatusTag } from '../shared/case-status-tag';
import { useLatestCases } from './use-latest-cases';
import './latest-cases.css';

/** The card's alert when the cases cannot load (portal.md §8), and its words while they come. */
const CARD: CardWords = { failure: 'case_Card_Alert_Message', pending: 'cases_card_loading' };

/**
 * The case card's content (portal.md §2 Home: "the 2 latest cases with View cases and Create case buttons"): each case
 * with its status in words and colour, opening its page; Case_Card_0027 when there are none; case_Card_Alert_Message
 * with the phone number when they cannot load. Loaded after the home page itself, in the card's reserved slot.
 */
export function LatestCases({ customerId, premisesId }: LatestAbout) {
  const read = useLatestCases(customerId, premisesId);
  return (
    <LatestContent read={read} failed={isShownFailure(read.error)} words={CARD}>
      {(cases) => (
        <div className="latest-cases">
          <LatestList items={cases} none={t('Case_Card_0027')} itemKey={(item) => item.id} row={latestCase} />
          <div className="latest-cases__actions">
            <Link className="button button--secondary" to={CASES_PATH}>
              {t('cases_card_view')}
            </Link>
            <Link className="button" to={CREATE_CASE_PATH}>
              {t('cases_card_create')}
            </Link>
          </div>
        </div>
      )}
    </LatestContent>
  );
}

/** One case: its status tag, its type opening it, then its reference and when it was raised. */
function latestCase(item: Case) {
  return (
    <li className="home-latest__item">
      <CaseStatusTag status={item.status} />{' '}
      <CaseLink reference={item.caseReferenceNumber} from={HOME_PATH} className="link latest-cases__type">
        {item.caseTypeDescription || item.caseReferenceNumber}
      </CaseLink>
      <p className="home-latest__details">
        {[item.caseReferenceNumber, t('cases_card_created', { date: ukLongDate(item.createdDate) ?? '' })].join(' – ')}
      </p>
    </li>
  );
}
