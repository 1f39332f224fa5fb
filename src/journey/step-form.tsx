import { t } from '../shared/i18n';
import { StepButtons, type StepButtonsProps } from './step-buttons';

/** The form of a page without questions: its buttons, Continue submitting it. */
export function StepForm({ host, page, view }: Pick<StepButtonsProps, 'host' | 'page' | 'view'>) {
  if (page.entering)
    return (
      <p className="loading" role="status">
        {t('loading')}
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A second press while the first is on its way (its pending message shown) does nothing.
        if (host.pending === null) void page.perform({ kind: 'continue', values: {} });
      }}
    >
      <StepButtons host={host} page={page} view={view} />
    </form>
  );
}
