import { useId } from 'react';
import { t } from '../shared/i18n';
import type { PropertyOption } from '../customer/property-options';

export interface AddressSelectorProps {
  options: readonly PropertyOption[];
  selected: PropertyOption | undefined;
  onSelect(premisesId: string): void;
}

/**
 * Which property the page is about (portal.md §2 Home): a drop-down with a visible label when the resident has
 * more than one property, the address as plain text when there is one, nothing when there is none.
 */
export function AddressSelector({ options, selected, onSelect }: AddressSelectorProps) {
  const id = useId();
  if (!selected) return null;
  if (options.length === 1) {
    return (
      <p className="address-selector body">
        <span className="address-selector__label">{t('address_selector_label')}:</span> {selected.address}
      </p>
    );
  }
  return (
    <div className="address-selector form-group">
      <label className="label" htmlFor={id}>
        {t('address_selector_label')}
      </label>
      <select className="select" id={id} value={selected.premisesId} onChange={(event) => onSelect(event.target.value)}>
        {options.map((option) => (
          <option key={option.premisesId} value={option.premisesId}>
            {option.address}
          </option>
        ))}
      </select>
    </div>
  );
}
