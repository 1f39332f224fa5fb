// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDetailGateway, renderDetail, repair } from './detail-fakes';

// Issue 27 §1: rules/repair-recall.json was read by a function no page called, so changing its recall window changed
// nothing. The repair's page now offers to report the problem again when the rule allows a recall; this test edits a
// scratch copy of the rule (the window from 6 months to 3) and sees what the resident sees change.
const live = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'rules', 'repair-recall.json'), 'utf8'),
) as { logic: { and: unknown[] } };
const scratch = vi.hoisted(() => ({ rule: {} as Record<string, unknown> }));
vi.mock('../../../rules/repair-recall.json', () => ({ default: scratch.rule }));

/** The live rule with the window's number of months changed. */
function withWindow(months: number): Record<string, unknown> {
  const rule = structuredClone(live);
  rule.logic.and = rule.logic.and.map((part) =>
    JSON.stringify(part).includes('monthsSinceCompleted') && JSON.stringify(part).startsWith('{"<"')
      ? { '<': [{ var: 'context.monthsSinceCompleted' }, months] }
      : part,
  );
  return rule;
}

const monthsAgo = (months: number): string => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(Math.min(date.getUTCDate(), 28));
  return date.toISOString();
};

const completed = (months: number, overrides = {}) =>
  repair({
    status: 'Completed',
    priority: 'Next Available',
    completedDate: monthsAgo(months),
    appointmentStartDate: undefined,
    appointmentEndDate: undefined,
    ...overrides,
  });

async function offersRecall(workOrder: ReturnType<typeof repair>): Promise<boolean> {
  renderDetail(fakeDetailGateway({ workOrder }));
  await screen.findByRole('heading', { level: 1, name: /^Repair/ });
  await screen.findByText(/Double socket/);
  return screen.queryByRole('link', { name: 'Report the problem again' }) !== null;
}

afterEach(() => {
  for (const key of Object.keys(scratch.rule)) delete scratch.rule[key];
});

describe("reporting a completed repair's problem again (a recall)", () => {
  it("is offered within the rule's window, and leads to a new report that is a recall of it", async () => {
    Object.assign(scratch.rule, withWindow(6));
    const workOrder = completed(4);
    expect(await offersRecall(workOrder)).toBe(true);
    // The repair journey's entry parameter recall (decision 0062): the new report is sent as this repair's recall.
    expect(screen.getByRole('link', { name: 'Report the problem again' })).toHaveAttribute(
      'href',
      `/repairproperty?recall=${workOrder.id}`,
    );
  });

  it('follows the window written in the rules file: 3 months instead of 6 and a repair done 4 months ago is not offered', async () => {
    Object.assign(scratch.rule, withWindow(3));
    expect(await offersRecall(completed(4))).toBe(false);
  });

  it('is not offered for a repair that is itself a recall', async () => {
    Object.assign(scratch.rule, withWindow(6));
    expect(await offersRecall(completed(1, { isRecall: true }))).toBe(false);
  });
});
