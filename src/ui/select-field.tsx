import type { ReactNode } from 'react';

/** One choice of a select: what it sends, and what it says. */
export interface SelectOption {
  value: string;
  text: string;
}

/**
 * A GOV.UK select with its label above it, the chosen value kept by the caller: the accounts pages' choices (the
 * account, a statement's month) and the studio's (a step, a persona). Its options are given, or drawn by the caller
 * (`children`). Built into the money pages' chunk (tools/chunk-groups.ts), where its readers in the portal are.
 */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options?: readonly SelectOption[];
  children?: ReactNode;
  onChoose(value: string): void;
}) {
  return (
    <div className="form-group">
      <label className="label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        className="select"
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChoose(event.target.value)}
      >
        {props.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
        {props.children}
      </select>
    </div>
  );
}
