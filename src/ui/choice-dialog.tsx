import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

/** One of a question's buttons. */
export interface DialogChoice {
  readonly label: ReactNode;
  onChoose(): void;
  /** A class beside GOV.UK's green `button`: `button--secondary`, or a page's own (a warning). */
  readonly look?: string;
  /** Focus starts here when the dialog opens; without it, on the first button. */
  readonly focused?: boolean;
  /** Something it started is on its way: marked unavailable rather than disabled (focus stays), and does nothing. */
  readonly waiting?: boolean;
  readonly disabled?: boolean;
}

/** A question that goes on or goes back, as its page wires it: what each button does. */
export interface ContinueOrReturn {
  onContinue(): void;
  onReturn(): void;
}

export interface ChoiceDialogProps {
  heading: string;
  description: ReactNode;
  onCloseRequest(): void;
  /** The buttons in order; `false` stands for one this case does not offer. */
  choices: readonly (DialogChoice | false)[];
  /** What sits between the text and the buttons (a live region). */
  children?: ReactNode;
}

/**
 * A modal question answered by one of its buttons (the portal's ModalDialog): the buttons are data, so each question
 * says only which it offers, in which look, and where focus starts.
 */
export function ChoiceDialog({ choices, ...dialog }: ChoiceDialogProps) {
  const offered = choices.filter((choice) => choice !== false);
  const focused = Math.max(
    0,
    offered.findIndex((choice) => choice.focused),
  );
  return (
    <ModalDialog
      {...dialog}
      actions={(initialFocusRef) =>
        offered.map((choice, index) => (
          <button
            key={index}
            type="button"
            className={choice.look ? `button ${choice.look}` : 'button'}
            ref={index === focused ? initialFocusRef : undefined}
            onClick={() => !choice.waiting && choice.onChoose()}
            aria-disabled={choice.waiting}
            disabled={choice.disabled}
          >
            {choice.label}
          </button>
        ))
      }
    />
  );
}
