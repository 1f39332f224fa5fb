// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceDialog } from '../../src/ui/choice-dialog';
import { ModalDialog } from '../../src/ui/modal-dialog';
import '../support/dialog-polyfill';

describe('ChoiceDialog', () => {
  it('offers the choices given, in order, in their looks, with focus on the first', () => {
    render(
      <ChoiceDialog
        heading="Reschedule"
        description="Your visit is tomorrow."
        onCloseRequest={() => {}}
        choices={[
          { label: 'Continue', onChoose: () => {} },
          false,
          { label: 'Return', look: 'button--secondary', onChoose: () => {} },
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reschedule' });
    expect(dialog).toHaveAccessibleDescription('Your visit is tomorrow.');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Continue', 'Return']);
    expect(buttons.map((button) => button.className)).toEqual(['button', 'button button--secondary']);
    expect(buttons[0]).toHaveFocus();
  });

  it('starts on the choice marked focused; a waiting one is marked unavailable and does nothing', async () => {
    const onCancel = vi.fn();
    render(
      <ChoiceDialog
        heading="Cancel repair"
        description="Are you sure?"
        onCloseRequest={() => {}}
        choices={[
          { label: 'Continue cancel', onChoose: onCancel, waiting: true },
          { label: 'Return', onChoose: () => {}, focused: true },
          { label: 'Phone us', onChoose: () => {}, disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Return' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Phone us' })).toBeDisabled();
    const cancel = screen.getByRole('button', { name: 'Continue cancel' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel);
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('ModalDialog without a text', () => {
  it('is named by its heading, described by nothing, and takes a class of its own', () => {
    render(
      <ModalDialog
        heading="sink.png"
        className="overlay"
        onCloseRequest={() => {}}
        actions={(ref) => (
          <button type="button" ref={ref}>
            Close
          </button>
        )}
      >
        <img src="blob:portal/1" alt="sink.png" />
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'sink.png' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog).toHaveClass('dialog', 'overlay');
    expect(dialog.querySelector('.dialog__text')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
