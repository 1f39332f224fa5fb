import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../shared/i18n';
import type { StatusFilterOption } from '../../../repairs';
import { choiceSlug } from './history-params';
import { REPAIR_AREAS } from './repair-areas';

export interface AppliedFilters {
  /** '' for every area. */
  area: string;
  /** The Status choice's slug, or '' when none is applied. */
  status: string;
}

export interface FilterPanelProps {
  statusFilters: readonly StatusFilterOption[];
  applied: AppliedFilters;
  onApply(filters: AppliedFilters): void;
}

/**
 * The Filter panel (repairs.md §2): Area and Status, applied together with its Search button. On a wide screen it is
 * always open; on a phone it folds behind a Filter button (a disclosure), which repair-history.css shows only there.
 * Until the resident picks a Status the select shows its first choice (All) and no status is applied, so the search
 * is sent an empty status (§4); picking a choice, All included, applies the rule's statuses for it.
 */
export function FilterPanel({ statusFilters, applied, onApply }: FilterPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [area, setArea] = useState(applied.area);
  const [status, setStatus] = useState(applied.status);
  // Back, Forward or Clear filters change what is applied: the selects follow (set during render, React's way to
  // derive state from a changed input). The panel is not remounted, so focus and the fold stay where they are.
  const [shown, setShown] = useState(applied);
  if (shown.area !== applied.area || shown.status !== applied.status) {
    setShown(applied);
    setArea(applied.area);
    setStatus(applied.status);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ area, status });
  };

  return (
    <div className="history-filter">
      <button
        type="button"
        className="button button--secondary history-filter__toggle disclosure-arrow"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        {t('repair_history_filter_toggle')}
      </button>
      <form
        id={`${id}-panel`}
        className={open ? 'history-filter__panel' : 'history-filter__panel history-filter__panel--folded'}
        aria-labelledby={`${id}-heading`}
        onSubmit={submit}
        noValidate
      >
        <h2 className="history-filter__heading" id={`${id}-heading`}>
          {t('repair_history_filter_heading')}
        </h2>
        <div className="history-filter__fields">
          <div className="form-group history-filter__field">
            <label className="label" htmlFor={`${id}-area`}>
              {t('repair_history_area_label')}
            </label>
            <select className="select" id={`${id}-area`} value={area} onChange={(event) => setArea(event.target.value)}>
              <option value="">{t('repair_history_area_all')}</option>
              {REPAIR_AREAS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-group history-filter__field">
            <label className="label" htmlFor={`${id}-status`}>
              {t('repair_history_status_label')}
            </label>
            <select
              className="select"
              id={`${id}-status`}
              value={status === '' ? choiceSlug(statusFilters[0]?.label ?? '') : status}
              onChange={(event) => setStatus(event.target.value)}
            >
              {statusFilters.map((option) => (
                <option key={option.value} value={choiceSlug(option.label)}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="submit" className="button history-filter__submit">
          {t('repair_history_filter_submit')}
          {' '}
          <span className="visually-hidden">{t('repair_history_filter_submit_hidden')}</span>
        </button>
      </form>
    </div>
  );
}
