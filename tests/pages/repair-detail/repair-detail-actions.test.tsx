// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/generated/en';
import { GatewayHttpError } from '../../../src/gateway';
import { contractor, entry, fakeDetailGateway, renderDetail, repair, WORK_ORDER_ID } from './detail-fakes';

const UNAPPOINTED = { status: 'Unappointed', appointmentStartDate: undefined, appointmentEndDate: undefined };
const ready = () => screen.findByRole('heading', { level: 1, name: /^Repair/ });

describe('a draft', () => {
  it('offers only Resume repair, which enters the repair journey with this draft, and asks no check', async () => {
    const workOrder = repair({ status: 'In Diagnosis', isDraft: true, jobNo: undefined, contractor: undefined });
    const gateway = fakeDetailGateway({ workOrder, history: [] });
    renderDetail(gateway);
    const resume = await screen.findByRole('link', { name: 'Resume repair' });
    expect(resume).toHaveAttribute('href', `/repairproperty?draft=${encodeURIComponent(workOrder.id)}`);
    expect(screen.queryByRole('button', { name: 'Cancel repair' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule appointment' })).not.toBeInTheDocument();
    expect(gateway.checkCancellationEligibility).not.toHaveBeenCalled();
    expect(gateway.checkRescheduleEligibility).not.toHaveBeenCalled();
    expect(gateway.getContractor).not.toHaveBeenCalled();
  });

  // Issue 26: every way into a repair follows the maintenance flag, Resume repair too.
  it('shows Resume repair unavailable, with the reason, while the repairs system is in maintenance', async () => {
    const workOrder = repair({ status: 'In Diagnosis', isDraft: true, jobNo: undefined, contractor: undefined });
    renderDetail(fakeDetailGateway({ workOrder, history: [], toggles: { isMyPbRepairsMaintainence: true } }));
    const resume = await screen.findByRole('button', { name: 'Resume repair' });
    expect(resume).toBeDisabled();
    expect(resume).toHaveAccessibleDescription(en.repairs_detail_resume_maintenance);
    expect(screen.queryByRole('link', { name: 'Resume repair' })).not.toBeInTheDocument();
  });
});

describe('Select appointment', () => {
  it('is offered for an unappointed Next Available repair to the home whose contractor books online', async () => {
    renderDetail(fakeDetailGateway({ workOrder: repair(UNAPPOINTED) }));
    const select = await screen.findByRole('link', { name: 'Select appointment' });
    expect(select).toHaveAttribute('href', `/appointmentscheduler?mode=new&id=${WORK_ORDER_ID}`);
  });

  it('is not offered when the contractor does not book online', async () => {
    const gateway = fakeDetailGateway({
      workOrder: repair(UNAPPOINTED),
      contractor: contractor({ isIntegrated: false }),
    });
    renderDetail(gateway);
    await ready();
    await waitFor(() => expect(gateway.getContractor).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Cancel repair' });
    expect(screen.queryByRole('link', { name: 'Select appointment' })).not.toBeInTheDocument();
  });

  it('is not offered when the gateway names another contractor for the job', async () => {
    const gateway = fakeDetailGateway({
      workOrder: repair(UNAPPOINTED),
      contractor: contractor({}, [], 'SOMEONE-ELSE'),
    });
    renderDetail(gateway);
    await screen.findByRole('button', { name: 'Cancel repair' });
    expect(screen.queryByRole('link', { name: 'Select appointment' })).not.toBeInTheDocument();
  });

  it('is not offered for a communal repair', async () => {
    renderDetail(fakeDetailGateway({ workOrder: repair({ ...UNAPPOINTED, area: 'Block' }) }));
    await screen.findByRole('button', { name: 'Cancel repair' });
    expect(screen.queryByRole('link', { name: 'Select appointment' })).not.toBeInTheDocument();
  });
});

describe('Cancel repair', () => {
  it('confirms, cancels with the entity tag and shows the repair Cancelled', async () => {
    const user = userEvent.setup();
    const gateway = fakeDetailGateway();
    renderDetail(gateway);
    await user.click(await screen.findByRole('button', { name: 'Cancel repair' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your repair' });
    expect(dialog).toHaveAccessibleDescription(en.SSR036);
    // Focus starts on the choice that changes nothing.
    expect(within(dialog).getByRole('button', { name: 'Return' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Continue cancel' }));
    expect(gateway.cancelWorkOrder).toHaveBeenCalledWith(WORK_ORDER_ID, '"etag-1"', 2);
    expect(await screen.findByRole('alert', { name: 'Success' })).toHaveTextContent(en.Repair_detail_cancelled);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleDescription('Repair cancelled'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Repair cancelled');
  });

  it('sends the cancel check about this repair and its resident', async () => {
    const gateway = fakeDetailGateway();
    renderDetail(gateway);
    await screen.findByRole('button', { name: 'Cancel repair' });
    expect(gateway.checkCancellationEligibility).toHaveBeenCalledWith(
      expect.objectContaining({
        worksOrderIdentifier: WORK_ORDER_ID,
        status: 'Appointed',
        raisedDate: '2026-11-16',
        userIdentifier: 'C1',
        contractorSiteIdentifier: 'SITE-BRIGHTSPARK',
      }),
    );
  });

  it('asks the resident to phone about an emergency, offering only Return', async () => {
    const user = userEvent.setup();
    const gateway = fakeDetailGateway({
      workOrder: repair({ ...UNAPPOINTED, isEmergency: true, priority: 'Emergency' }),
      cancel: { isEligible: true, errorCode: 'SSR066' },
    });
    renderDetail(gateway);
    await user.click(await screen.findByRole('button', { name: 'Cancel repair' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your repair' });
    expect(dialog).toHaveAccessibleDescription(en.SSR066);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Return']);
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel repair' })).toHaveFocus();
    expect(gateway.cancelWorkOrder).not.toHaveBeenCalled();
  });

  it('closes the confirmation on Escape', async () => {
    const user = userEvent.setup();
    renderDetail(fakeDetailGateway({ cancel: { isEligible: true, errorCode: 'SSR008' } }));
    await user.click(await screen.findByRole('button', { name: 'Cancel repair' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(en.SSR008);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered for a repair that is no longer open', async () => {
    const gateway = fakeDetailGateway({
      workOrder: repair({ status: 'Completed' }),
      cancel: { isEligible: false, errorCode: 'SSR073' },
    });
    renderDetail(gateway);
    await ready();
    await waitFor(() => expect(gateway.checkCancellationEligibility).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Cancel repair' })).not.toBeInTheDocument();
  });

  it('is shown unavailable, with the reason, while the repairs system is in maintenance', async () => {
    renderDetail(fakeDetailGateway({ toggles: { isMyPbRepairsMaintainence: true } }));
    const cancel = await screen.findByRole('button', { name: 'Cancel repair' });
    await waitFor(() => expect(cancel).toBeDisabled());
    expect(cancel).toHaveAccessibleDescription(en.Repair_detail_cancel_maintenance);
  });

  it('goes to the generic error page when the cancellation fails', async () => {
    const user = userEvent.setup();
    const gateway = fakeDetailGateway();
    gateway.cancelWorkOrder.mockRejectedValueOnce(
      new GatewayHttpError({
        status: 409,
        title: 'Conflict',
        errors: [],
        correlationId: 'corr-9',
        method: 'DELETE',
        path: '/works-orders/x',
      }),
    );
    const { router } = renderDetail(gateway);
    await user.click(await screen.findByRole('button', { name: 'Cancel repair' }));
    await user.click(screen.getByRole('button', { name: 'Continue cancel' }));
    expect(await screen.findByRole('heading', { name: 'Generic error' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: `/repairhistorydetails?id=${WORK_ORDER_ID}`,
      correlationId: 'corr-9',
    });
  });
});

describe('Reschedule appointment', () => {
  it('opens the scheduler in reschedule mode when the check has nothing to say', async () => {
    const user = userEvent.setup();
    renderDetail(fakeDetailGateway());
    await user.click(await screen.findByRole('button', { name: 'Reschedule appointment' }));
    expect(await screen.findByText(`/appointmentscheduler?mode=reschedule&id=${WORK_ORDER_ID}`)).toBeInTheDocument();
  });

  it('shows the information first for a visit tomorrow (CR166): Return stays, Continue goes on', async () => {
    const user = userEvent.setup();
    renderDetail(fakeDetailGateway({ reschedule: { isEligible: true, errorCode: 'CR166' } }));
    await user.click(await screen.findByRole('button', { name: 'Reschedule appointment' }));
    let dialog = screen.getByRole('dialog', { name: en.Repair_detail_reschedule_title });
    expect(dialog).toHaveAccessibleDescription(en.CR166);
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reschedule appointment' }));
    dialog = screen.getByRole('dialog', { name: en.Repair_detail_reschedule_title });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(`/appointmentscheduler?mode=reschedule&id=${WORK_ORDER_ID}`)).toBeInTheDocument();
  });

  it('explains a diary of preferences (CR165) in the same way', async () => {
    const user = userEvent.setup();
    renderDetail(fakeDetailGateway({ reschedule: { isEligible: true, errorCode: 'CR165' } }));
    await user.click(await screen.findByRole('button', { name: 'Reschedule appointment' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(en.CR165);
  });

  it('sends the resident to a contractor that does not book online (SSR071), without Reschedule', async () => {
    renderDetail(
      fakeDetailGateway({
        reschedule: {
          isEligible: false,
          errorCode: 'SSR071',
          contractorName: 'Castle Building Services',
          contractorPhoneNumber: '020 7946 0808',
        },
      }),
    );
    expect(
      await screen.findByText(
        'Castle Building Services is arranging the appointment for this repair. To change it, call them on 020 7946 0808.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel repair' })).toBeInTheDocument();
  });

  it('says why the appointment cannot be changed online (SSR070) when asked', async () => {
    const user = userEvent.setup();
    renderDetail(fakeDetailGateway({ reschedule: { isEligible: false, errorCode: 'SSR070' } }));
    await user.click(await screen.findByRole('button', { name: 'Reschedule appointment' }));
    // In a live region, so a screen reader announces it where the resident is.
    expect(screen.getAllByRole('status').some((region) => region.textContent === en.SSR070)).toBe(true);
  });

  it('is only checked for an Appointed repair', async () => {
    const gateway = fakeDetailGateway({
      workOrder: repair(UNAPPOINTED),
      history: [entry('H1', 'Unappointed', '2026-11-16T10:00:05Z')],
    });
    renderDetail(gateway);
    await screen.findByRole('button', { name: 'Cancel repair' });
    expect(gateway.checkRescheduleEligibility).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Reschedule appointment' })).not.toBeInTheDocument();
  });
});
