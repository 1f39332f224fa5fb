// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/generated/en';
import { fakeDetailGateway, renderDetail, repair } from './detail-fakes';

// Decision 0062: a report that follows on from an earlier repair (a recall, or It has got worse) links back to it,
// and a closed damp and mould repair offers It has got worse (AW-12, rules/statutory-clock-got-worse.json).
const EARLIER = 'f0000000-0000-4000-8000-0000a1e00017';

async function shown(workOrder: ReturnType<typeof repair>) {
  renderDetail(fakeDetailGateway({ workOrder }));
  await screen.findByRole('heading', { level: 1, name: /^Repair/ });
}

describe('a report that follows on from an earlier repair', () => {
  it('says it is a recall and links to the repair it recalls, by its job number', async () => {
    await shown(repair({ isRecall: true, originalWorkOrderIdentifier: EARLIER }));
    expect(await screen.findByText(en.repairs_detail_linked_recall, { exact: false })).toBeInTheDocument();
    // The fake gateway answers every repair with the same job number.
    expect(await screen.findByRole('link', { name: 'Repair 61000003' })).toHaveAttribute(
      'href',
      `/repairhistorydetails?id=${EARLIER}`,
    );
  });

  it('says it follows on from the earlier repair when it is not a recall (It has got worse)', async () => {
    await shown(repair({ isRecall: false, originalWorkOrderIdentifier: EARLIER }));
    expect(await screen.findByText(en.repairs_detail_linked_worse, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(en.repairs_detail_linked_recall, { exact: false })).not.toBeInTheDocument();
  });

  it('says nothing for a report of its own', async () => {
    await shown(repair());
    await screen.findByText(/Double socket/);
    expect(screen.queryByText(en.repairs_detail_linked_worse, { exact: false })).not.toBeInTheDocument();
  });
});

describe('It has got worse', () => {
  const completed = { status: 'Completed', completedDate: '2025-10-01T10:00:00Z' } as const;

  // Which repairs offer it is the rule's (tests/repairs/got-worse.test.ts); here, that the page offers it.
  it('is offered on a completed damp and mould repair, and starts a new report linked to it', async () => {
    const workOrder = repair({ ...completed, isDampAndMould: true });
    await shown(workOrder);
    expect(await screen.findByRole('link', { name: en.clocks_got_worse })).toHaveAttribute(
      'href',
      `/repairproperty?worse=${workOrder.id}`,
    );
  });
});
