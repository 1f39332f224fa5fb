import './start-icon.css';

/** The arrow of a GOV.UK start button ("button button--start"): decoration only, hidden from assistive technology. */
export function StartIcon() {
  return (
    <svg
      className="button__start-icon"
      xmlns="http://www.w3.org/2000/svg"
      width="17.5"
      height="19"
      viewBox="0 0 33 40"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z" />
    </svg>
  );
}
