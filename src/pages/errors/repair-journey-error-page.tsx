import { Link, useLocation } from 'react-router';
import { t, tOptional } from '../../shared/i18n';
import { CallUs } from '../../ui/phone-number';
import { HOME_PATH } from '../../shared/paths';
import { ErrorLayout } from './error-layout';
import { readErrorState } from '../../shared/error-state';

/** /repairJourneyErrorPage: the message whose code the failing journey passed, and how to reach us instead. */
export function RepairJourneyErrorPage() {
  const { state } = useLocation();
  const { messageKey } = readErrorState(state);
  // An error page names its message (messageKey); a journey's ending that leads here with the draft cleared passes
  // it as its journey message (the case journey's Service_API_Error, portal.md §8).
  const ending = (state as { journeyMessage?: unknown } | null)?.journeyMessage;
  const code = messageKey ?? (typeof ending === 'string' ? ending : undefined);
  const message = (code && tOptional(code)) || t('repair_Journey_Error_Message1');
  return (
    <ErrorLayout heading={t('generic_error_heading')}>
      <p className="body">{message}</p>
      <CallUs />
      <Link className="link" to={HOME_PATH}>
        {t('return_to_home')}
      </Link>
    </ErrorLayout>
  );
}
