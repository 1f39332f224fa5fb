import { t } from '../shared/i18n';

/** A field's GOV.UK error message, "Error:" said first to screen readers; `id` is what the field's description names. */
export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p className="error-message" id={id}>
      <span className="visually-hidden">{t('error_prefix')}</span> {text}
    </p>
  );
}
