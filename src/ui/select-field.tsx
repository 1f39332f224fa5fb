/** One choice of a select: what it sends, and what it says. */
export interface SelectOption {
  value: string;
  text: string;
}

/** A GOV.UK select with its label above it, the chosen value kept by the caller. */
export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
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
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
