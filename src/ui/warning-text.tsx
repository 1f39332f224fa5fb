import { t } from '../shared/i18n';
import './warning-text.css';

/** A warning a resident must act on (GOV.UK warning text): bold words beside a "!" mark, read as "Warning: …". */
export function WarningText({ text }: { text: string }) {
  return (
    <div className="warning-text">
      <span className="warning-text__icon" aria-hidden="true">
        !
      </span>
      <strong className="warning-text__text">
        <span className="visually-hidden">{t('warning_prefix')}: </span>
        {text}
      </strong>
    </div>
  );
}
