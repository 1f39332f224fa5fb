import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../src/journey-fixtures';
import { findFixtureFiles, readFixtureFile } from '../../tools/fixtures/fixture-files';
import { PERSONAS } from '../../sandbox/db/seed/personas';

// What a resident does after raising a repair, kept as fixtures that start from the repair's page (repairs.md §2
// "Appointment scheduler", §4 reschedule outcome and resume routing). Each replays green in referral-fixtures.test.ts.
const root = join(import.meta.dirname, '..', '..');
const entered = findFixtureFiles([join(root, 'tests', 'fixtures')])
  .map((path) => readFixtureFile(path, root))
  .flatMap((file) => (file.ok && file.fixture.entry ? [file.fixture] : []));
const messagesOf = (fixtures: readonly Fixture[]) =>
  new Set(
    fixtures.flatMap((f) => [...(f.entry?.expect.messages ?? []), ...f.steps.flatMap((s) => s.expect.messages ?? [])]),
  );
const { workOrders } = PERSONAS.alex;

describe("fixtures that start from a repair's page", () => {
  it('reschedule an appointed repair: moved, the contractor now arranges it (412), the call fails, Return to repair', () => {
    const reschedule = entered.filter((f) => f.journey === 'appointment' && f.entry?.params.mode === 'reschedule');
    expect(reschedule.every((f) => f.entry?.params.id === workOrders.appointed)).toBe(true);
    expect([...messagesOf(reschedule)]).toEqual(
      expect.arrayContaining(['SSR062', 'SSR071', 'Reschedule_Api_Error', 'Repair_rescheduled_message']),
    );
    expect(
      reschedule.some((f) =>
        f.steps.some((s) => s.action === 'alternative' && s.expect.next === '@end:returnToRepair'),
      ),
    ).toBe(true);
  });

  it('select an appointment for an unappointed repair and book it', () => {
    const select = entered.filter((f) => f.journey === 'appointment' && f.entry?.params.mode === 'new');
    expect(select.map((f) => f.entry?.params.id)).toContain(workOrders.unappointed);
    expect(messagesOf(select)).toContain('Repair_booked_message');
  });

  it('resume the draft and send it, and meet the error page for a repair that is no longer a draft', () => {
    const resume = entered.filter((f) => f.journey === 'repair');
    expect(resume.find((f) => f.entry?.params.draft === workOrders.draft)?.steps.at(-1)?.expect.messages).toContain(
      'Repair_booked_message',
    );
    expect(resume.find((f) => f.entry?.params.draft === workOrders.appointed)?.entry?.expect.next).toBe(
      '@errorPage:journey',
    );
  });
});
