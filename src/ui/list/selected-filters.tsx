import type { FilterField, FilterValues } from './filter-fields';

export interface SelectedFiltersProps {
  fields: readonly FilterField[];
  applied: FilterValues;
  /** "Selected filters". */
  heading: string;
  /** "Remove this filter", read before the filter's name. */
  remove: string;
  onRemove(name: string): void;
}

/**
 * The filters applied, as MOJ filter tags under their filter's name: each a button that removes it. A filter at its
 * first option (All) narrows nothing, so it has no tag; with none applied the section is left out.
 */
export function SelectedFilters({ fields, applied, heading, remove, onRemove }: SelectedFiltersProps) {
  const selected = fields.flatMap((field) => {
    const value = applied[field.name] ?? '';
    const option =
      value === '' || value === field.options[0]?.value
        ? undefined
        : field.options.find((candidate) => candidate.value === value);
    return option ? [{ field, option }] : [];
  });
  if (selected.length === 0) return null;
  return (
    <div className="filter-panel__selected">
      <h3 className="filter-panel__selected-heading">{heading}</h3>
      {selected.map(({ field, option }) => (
        <div key={field.name}>
          <h4 className="filter-panel__category">{field.label}</h4>
          <ul className="filter-panel__tags">
            <li>
              <button type="button" className="filter-panel__tag" onClick={() => onRemove(field.name)}>
                <span className="visually-hidden">{remove}</span> {option.label}
                <span className="filter-panel__cross" aria-hidden="true">
                  ×
                </span>
              </button>
            </li>
          </ul>
        </div>
      ))}
    </div>
  );
}
