// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/generated/en';
import { GatewayHttpError, UnauthorisedError } from '../../../src/gateway';
import { fakeDetailGateway, renderDetail } from './detail-fakes';

const failure = (status = 500) =>
  new GatewayHttpError({
    status,
    title: 'Server Error',
    errors: [],
    correlationId: 'corr-1',
    method: 'GET',
    path: '/x',
  });

/** The error box: an alert under "There is a problem", with the help line and a way home. */
async function errorBox(): Promise<HTMLElement> {
  const box = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(box).toHaveTextContent(en.phone_no);
  expect(within(box).getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/customer360View');
  return box;
}

describe('the repair detail page when something cannot be loaded', () => {
  it('says the repair cannot be shown when it cannot be read, and shows nothing else', async () => {
    const gateway = fakeDetailGateway();
    gateway.getWorkOrder.mockRejectedValue(failure(404));
    renderDetail(gateway);
    expect(await errorBox()).toHaveTextContent(en.WorkOrderByIdAPI_Error);
    expect(screen.getByRole('heading', { level: 1, name: 'Repair details' })).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('says so too when the address names no repair', async () => {
    const gateway = fakeDetailGateway();
    renderDetail(gateway, { id: null });
    expect(await errorBox()).toHaveTextContent(en.WorkOrderByIdAPI_Error);
    expect(gateway.getWorkOrder).not.toHaveBeenCalled();
  });

  it('still shows the repair when its History cannot be read, with the stored status', async () => {
    const gateway = fakeDetailGateway();
    gateway.getWorkOrderHistory.mockRejectedValue(failure());
    renderDetail(gateway);
    expect(await errorBox()).toHaveTextContent(en.RepairDetailsHistoryAPI_Error);
    expect(screen.getByRole('heading', { level: 1, name: 'Repair 61000003' })).toHaveAccessibleDescription('Appointed');
    expect(screen.getAllByRole('term').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });

  it('says the cancel check failed and offers no Cancel repair', async () => {
    const gateway = fakeDetailGateway();
    gateway.checkCancellationEligibility.mockRejectedValue(failure());
    renderDetail(gateway);
    expect(await errorBox()).toHaveTextContent(en.EligibilityCancelAPI_Error);
    expect(screen.queryByRole('button', { name: 'Cancel repair' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reschedule appointment' })).toBeInTheDocument();
  });

  it('says the reschedule check failed and offers no Reschedule appointment', async () => {
    const gateway = fakeDetailGateway();
    gateway.checkRescheduleEligibility.mockRejectedValue(failure());
    renderDetail(gateway);
    expect(await errorBox()).toHaveTextContent(en.EligibilityRescheduleAPI_Error);
    expect(screen.queryByRole('button', { name: 'Reschedule appointment' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel repair' })).toBeInTheDocument();
  });

  it('lists every failure in one box with one phone number', async () => {
    const gateway = fakeDetailGateway();
    gateway.getWorkOrderHistory.mockRejectedValue(failure());
    gateway.checkCancellationEligibility.mockRejectedValue(failure());
    gateway.checkRescheduleEligibility.mockRejectedValue(failure());
    renderDetail(gateway);
    const box = await errorBox();
    await waitFor(() => expect(box).toHaveTextContent(en.EligibilityRescheduleAPI_Error));
    expect(box).toHaveTextContent(en.RepairDetailsHistoryAPI_Error);
    expect(box).toHaveTextContent(en.EligibilityCancelAPI_Error);
    expect(screen.getAllByRole('alert', { name: 'There is a problem' })).toHaveLength(1);
  });

  it('shows no error for a session that has ended (the portal is already going to the start page)', async () => {
    const gateway = fakeDetailGateway();
    gateway.getWorkOrder.mockRejectedValue(
      new UnauthorisedError({
        status: 401,
        title: 'Unauthorised',
        errors: [],
        correlationId: 'c',
        method: 'GET',
        path: '/x',
      }),
    );
    renderDetail(gateway);
    await waitFor(() => expect(gateway.getWorkOrder).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
