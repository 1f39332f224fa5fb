// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/generated/en';
import type { HistoryItem } from '../../../src/gateway';
import { renderAddress } from './address-fakes';
import { ASSESSMENT } from './assessment-fakes';
import { BOOKED_HISTORY, fakeDetailGateway, photo, renderDetail, repair, WORK_ORDER_ID } from './detail-fakes';

const DETAIL = `/repairhistorydetails?id=${WORK_ORDER_ID}`;
const ready = () => screen.findByRole('heading', { level: 1, name: /^Repair/ });

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
});

/** The summary list's rows of a section, each as [question, answer]. */
function rows(section: HTMLElement): [string, string][] {
  const terms = within(section)
    .getAllByRole('term')
    .map((term) => term.textContent ?? '');
  const values = within(section)
    .getAllByRole('definition')
    .map((value) => value.textContent ?? '');
  return terms.map((term, index) => [term, values[index] ?? '']);
}

describe('the damp and mould questions', () => {
  it('list each question the resident answered with the answer saved', async () => {
    renderDetail(fakeDetailGateway({ workOrder: repair({ isDampAndMould: true, assessmentInformation: ASSESSMENT }) }));
    const section = await screen.findByRole('region', { name: en.Repair_detail_assessment });
    expect(rows(section)).toEqual([
      ['Which rooms are affected?', 'Bathroom, Bedroom'],
      ['Is there a musty smell?', 'Yes'],
    ]);
  });

  it('show a dash for an answer saved without its labels, and a question saved without its label by its id', async () => {
    const assessmentInformation = { supplementaryQuestionResponses: [{ questionId: 'q3_1', responseId: [2] }] };
    renderDetail(fakeDetailGateway({ workOrder: repair({ assessmentInformation }) }));
    expect(rows(await screen.findByRole('region', { name: en.Repair_detail_assessment }))).toEqual([['q3_1', '-']]);
  });

  it('are left out for a repair without an assessment', async () => {
    renderDetail(fakeDetailGateway());
    await ready();
    expect(screen.queryByRole('heading', { name: en.Repair_detail_assessment })).not.toBeInTheDocument();
  });

  it('are left out when the assessment has no answers', async () => {
    renderDetail(
      fakeDetailGateway({
        workOrder: repair({ assessmentInformation: { ...ASSESSMENT, supplementaryQuestionResponses: [] } }),
      }),
    );
    await ready();
    expect(screen.queryByRole('heading', { name: en.Repair_detail_assessment })).not.toBeInTheDocument();
  });

  it('are shown for a draft that has answered them', async () => {
    const workOrder = repair({
      status: 'In Diagnosis',
      isDraft: true,
      jobNo: undefined,
      contractor: undefined,
      assessmentInformation: ASSESSMENT,
    });
    renderDetail(fakeDetailGateway({ workOrder, history: [] }));
    expect(await screen.findByRole('region', { name: en.Repair_detail_assessment })).toBeInTheDocument();
  });
});

describe('an address naming a section of the page', () => {
  it('moves focus to the media heading once the files are listed, and scrolls it to the top of the view', async () => {
    renderAddress(fakeDetailGateway({ documents: [photo('D1', 'sink-before.png')] }), `${DETAIL}#media`);
    const heading = await screen.findByRole('heading', { level: 2, name: en.Repair_detail_media });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: 'sink-before.png' })).toBeInTheDocument();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('moves focus to the damp and mould questions', async () => {
    renderAddress(
      fakeDetailGateway({ workOrder: repair({ assessmentInformation: ASSESSMENT }) }),
      `${DETAIL}#damp-and-mould-questions`,
    );
    const heading = await screen.findByRole('heading', { level: 2, name: en.Repair_detail_assessment });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('waits for what is shown above the section, so the heading is not pushed out of view after it was reached', async () => {
    let answerHistory: (history: HistoryItem[]) => void = () => {};
    const gateway = fakeDetailGateway({ documents: [] });
    gateway.getWorkOrderHistory.mockReturnValue(new Promise((resolve) => (answerHistory = resolve)));
    renderAddress(gateway, `${DETAIL}#media`);
    const heading = await screen.findByRole('heading', { level: 2, name: en.Repair_detail_media });
    await screen.findByText(en.No_Media);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heading).not.toHaveFocus();
    answerHistory(BOOKED_HISTORY);
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus alone without the fragment', async () => {
    renderAddress(
      fakeDetailGateway({
        workOrder: repair({ assessmentInformation: ASSESSMENT }),
        documents: [photo('D1', 'sink-before.png')],
      }),
      DETAIL,
    );
    await screen.findByRole('button', { name: 'sink-before.png' });
    await screen.findByRole('button', { name: 'Cancel repair' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
