import { describe, expect, it } from 'vitest';
import { en } from '../../locales/generated/en';
import { cancelConfirmation, rescheduleOutcome } from '../../src/repairs';

const contractor = { name: 'Aquaflow Plumbing', phone: '020 7946 0000' };

// What Cancel repair and Reschedule appointment do on the repair detail page, by the eligibility answer's code
// (rules/repair-cancel-messages.json, rules/repair-reschedule-outcomes.json).
describe('cancelling a repair', () => {
  it('asks to confirm and offers Continue cancel for SSR036', () => {
    expect(cancelConfirmation('SSR036')).toEqual({ message: en.SSR036, offersContinueCancel: true });
  });

  it.each([['SSR066'], ['SSR008']] as const)(
    'explains that %s must be cancelled by phone, with only Return',
    (code) => {
      expect(cancelConfirmation(code)).toEqual({ message: en[code], offersContinueCancel: false });
      expect(cancelConfirmation(code).message).toContain('0300 123 3456');
    },
  );

  it.each([['E99'], [null], [undefined], ['']])('falls back to SSR073 for %s, with only Return', (code) => {
    expect(cancelConfirmation(code)).toEqual({ message: en.SSR073, offersContinueCancel: false });
  });
});

describe('rescheduling an appointment', () => {
  it.each([[null], [undefined], [''], ['  ']])('opens the scheduler when the check gives no code (%j)', (code) => {
    expect(rescheduleOutcome(code, contractor)).toEqual({ kind: 'scheduler', hidesReschedule: false });
  });

  it.each([['CR165'], ['CR166']] as const)(
    'opens an information modal for %s, whose Continue goes on to the scheduler',
    (code) => {
      expect(rescheduleOutcome(code, contractor)).toEqual({
        kind: 'modal',
        message: en[code],
        hidesReschedule: false,
        continuesToScheduler: true,
      });
    },
  );

  it('names the contractor and its phone number, and hides Reschedule, for SSR071 and SSR075', () => {
    expect(rescheduleOutcome('SSR071', contractor)).toEqual({
      kind: 'message',
      message:
        'Aquaflow Plumbing is arranging the appointment for this repair. To change it, call them on 020 7946 0000.',
      hidesReschedule: true,
      continuesToScheduler: false,
    });
    const ssr075 = rescheduleOutcome('SSR075', contractor);
    expect(ssr075).toMatchObject({ kind: 'message', hidesReschedule: true });
    expect(ssr075.kind !== 'scheduler' && ssr075.message).toContain('Aquaflow Plumbing');
    expect(ssr075.kind !== 'scheduler' && ssr075.message).toContain('020 7946 0000');
  });

  it('shows SSR070 for SSR070 and for a code it does not know, keeping Reschedule', () => {
    expect(rescheduleOutcome('SSR070', contractor)).toEqual({
      kind: 'message',
      message: en.SSR070,
      hidesReschedule: false,
      continuesToScheduler: false,
    });
    expect(rescheduleOutcome('X1', contractor)).toEqual({
      kind: 'message',
      message: en.SSR070,
      hidesReschedule: false,
      continuesToScheduler: false,
    });
  });
});
