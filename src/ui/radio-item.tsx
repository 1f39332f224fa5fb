import type { ReactNode } from 'react';

/** One GOV.UK radio and its label, inside a `radios` group whose answer the caller keeps. */
export function RadioItem(props: { id: string; name: string; checked: boolean; onCheck(): void; label: ReactNode }) {
  return (
    <div className="radios__item">
      <input
        className="radios__input"
        type="radio"
        id={props.id}
        name={props.name}
        checked={props.checked}
        onChange={props.onCheck}
      />
      <label className="radios__label" htmlFor={props.id}>
        {props.label}
      </label>
    </div>
  );
}
