// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/generated/en';
import { contractor, entry, fakeDetailGateway, renderDetail, repair, SITE } from './detail-fakes';

/** The value of a row of the summary list, by its label. */
function row(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((t) => t.textContent === label);
  if (!term) throw new Error(`no "${label}" row`);
  return term.nextElementSibling as HTMLElement;
}

describe('the repair detail page: what the repair is', () => {
  it('names the repair by its job number, with its status from the History', async () => {
    renderDetail(fakeDetailGateway());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Repair 61000003' });
    expect(heading).toHaveAccessibleDescription('Appointment booked');
    expect(document.title).toMatch(/^Repair 61000003 – /);
  });

  it('lists the description, raised date, area, appointment, priority and contractor', async () => {
    renderDetail(fakeDetailGateway());
    await screen.findByRole('heading', { level: 1, name: 'Repair 61000003' });
    expect(row('Description')).toHaveTextContent(
      'Double socket by the TV has stopped working. Nothing else is affected.',
    );
    expect(row('Date raised')).toHaveTextContent('16 November 2026');
    expect(row('Area')).toHaveTextContent('Property');
    // 'DD-MM-YYYY, h.mma' on the UK clock (GMT in November).
    expect(row('Appointment date and time')).toHaveTextContent('24-11-2026, 8.00am to 12.00pm');
    expect(row('Priority')).toHaveTextContent('Next Available');
    expect(row('Contractor')).toHaveTextContent('Brightspark Electrical');
  });

  it('shows a dash for a repair with no appointment, and a recall as Next Available (Recall)', async () => {
    const gateway = fakeDetailGateway({
      workOrder: repair({
        status: 'Completed',
        appointmentStartDate: undefined,
        appointmentEndDate: undefined,
        isRecall: true,
        priority: 'Next Available',
      }),
      history: [entry('H1', 'Unappointed', '2026-10-01T09:00:00Z'), entry('H2', 'Completed', '2026-10-03T15:00:00Z')],
      cancel: { isEligible: false, errorCode: 'SSR073' },
    });
    renderDetail(gateway);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Repair 61000003' });
    expect(heading).toHaveAccessibleDescription('Repair completed');
    expect(row('Appointment date and time')).toHaveTextContent(/^-$/);
    expect(row('Priority')).toHaveTextContent('Next Available (Recall)');
  });

  it('shows a repair without a job number yet, and an emergency out of hours in full', async () => {
    renderDetail(
      fakeDetailGateway({
        workOrder: repair({
          jobNo: undefined,
          status: 'Unappointed',
          priority: 'Emergency (Out of hours)',
          isEmergency: true,
          isOutOfHours: true,
        }),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Repair (no job number yet)' });
    expect(row('Priority')).toHaveTextContent('Emergency (Out of hours)');
  });
});

describe('the repair detail page: History', () => {
  it('lists what happened, newest first, with dates, under SSR072', async () => {
    renderDetail(fakeDetailGateway());
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByText(en.SSR072)).toBeInTheDocument();
    const items = within(within(history).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Appointment booked');
    // 'MMMM Do YYYY, h:mm:ss A' (repairs.md §9), on the UK clock.
    expect(items[0]).toHaveTextContent('November 16th 2026, 10:02:00 AM');
    expect(items[0]).toHaveTextContent('Visit: 24-11-2026, 8.00am to 12.00pm');
    expect(items[1]).toHaveTextContent('Repair created');
    expect(items[1]).toHaveTextContent('November 16th 2026, 10:00:05 AM');
  });

  it('shows a draft with no History as Draft, without SSR072', async () => {
    renderDetail(
      fakeDetailGateway({
        workOrder: repair({ status: 'In Diagnosis', jobNo: undefined, isDraft: true, contractor: undefined }),
        history: [],
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => heading.getAttribute('aria-describedby')).not.toBeNull();
    expect(heading).toHaveAccessibleDescription('Draft');
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent(en.Repair_detail_history_empty);
    expect(screen.queryByText(en.SSR072)).not.toBeInTheDocument();
  });

  it('marks an On Hold repair On Hold whatever its History says', async () => {
    renderDetail(
      fakeDetailGateway({
        workOrder: repair({ status: 'On Hold', appointmentStartDate: undefined, appointmentEndDate: undefined }),
        history: [entry('H1', 'Unappointed', '2026-11-01T09:00:00Z')],
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Repair 61000003' });
    await expect.poll(() => heading.getAttribute('aria-describedby')).not.toBeNull();
    expect(heading).toHaveAccessibleDescription('On Hold');
  });
});

describe('the repair detail page: contractor messages', () => {
  it('says the repair is on hold when the contractor site is', async () => {
    const gateway = fakeDetailGateway({
      workOrder: repair({ status: 'Unappointed', appointmentStartDate: undefined, appointmentEndDate: undefined }),
      contractor: contractor({}, [{ type: 'CONTRACTORSITE_ON_HOLD', value: 'true', onHoldUntil: '2027-01-05' }]),
    });
    renderDetail(gateway);
    expect(await screen.findByText(en.onHoldRepairHistoryDetailsMessage)).toBeInTheDocument();
  });

  it('does not say so for a contractor that is not on hold', async () => {
    const gateway = fakeDetailGateway({
      workOrder: repair({ status: 'Unappointed', appointmentStartDate: undefined, appointmentEndDate: undefined }),
    });
    renderDetail(gateway);
    await screen.findByRole('heading', { level: 1, name: 'Repair 61000003' });
    await expect.poll(() => gateway.getContractor.mock.calls.length).toBe(1);
    expect(screen.queryByText(en.onHoldRepairHistoryDetailsMessage)).not.toBeInTheDocument();
  });

  it('asks the resident to phone a demobilised contractor, by name and number', async () => {
    renderDetail(
      fakeDetailGateway({
        configuration: { demobilizedContractorSites: `OTHER, ${SITE}` },
        reschedule: {
          isEligible: false,
          errorCode: 'SSR075',
          contractorName: 'Brightspark Electrical',
          contractorPhoneNumber: '020 7946 0101',
        },
      }),
    );
    expect(
      await screen.findByText(
        'Brightspark Electrical is no longer booking appointments online. Please contact them by phone on 020 7946 0101 about this repair.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the repair detail page: Back', () => {
  it('goes to the repair history when the page was opened directly', async () => {
    const user = userEvent.setup();
    const { router } = renderDetail(fakeDetailGateway());
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/historicRepairs');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/historicRepairs');
  });

  it('goes back to the page the resident came from, as it was', async () => {
    const user = userEvent.setup();
    const { router } = renderDetail(fakeDetailGateway(), { before: ['/historicRepairs?page=3'] });
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/historicRepairs?page=3');
  });

  it('goes to the page named in the navigation state', async () => {
    renderDetail(fakeDetailGateway(), { state: { from: '/customer360View' } });
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/customer360View');
  });
});
