// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../locales/generated/en';
import { GatewayHttpError, UnauthorisedError } from '../../../src/gateway';
import { currentAddress, renderAddress } from './address-fakes';
import { ASSESSMENT } from './assessment-fakes';
import { fakeDetailGateway, photo, repair, WORK_ORDER_ID } from './detail-fakes';

const DETAIL = `/repairhistorydetails?id=${WORK_ORDER_ID}`;
const DRAFT = repair({
  status: 'In Diagnosis',
  isDraft: true,
  isSubmitted: false,
  jobNo: undefined,
  contractor: undefined,
  assessmentInformation: ASSESSMENT,
});

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('/viewmedia', () => {
  it("opens the repair's detail page at its media section, in place of the address, with focus on the section's heading", async () => {
    const { router } = renderAddress(
      fakeDetailGateway({ documents: [photo('D1', 'sink-before.png')] }),
      `/viewmedia?id=${WORK_ORDER_ID}`,
    );
    const heading = await screen.findByRole('heading', { level: 2, name: en.Repair_detail_media });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(currentAddress(router)).toBe(`${DETAIL}#media`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      within(screen.getByRole('region', { name: en.Repair_detail_media })).getByRole('button', {
        name: 'sink-before.png',
      }),
    ).toBeInTheDocument();
  });

  it('opens the repair history when the address names no repair', async () => {
    const { router } = renderAddress(fakeDetailGateway(), '/viewmedia');
    expect(await screen.findByRole('heading', { name: 'Repair history' })).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/historicRepairs');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('gives Back the repair history when the portal was opened on the address (a link in an email)', async () => {
    const user = userEvent.setup();
    const { router } = renderAddress(fakeDetailGateway(), `/viewmedia?id=${WORK_ORDER_ID}`);
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/historicRepairs');
    // The browser's back would leave the portal: there is no page of ours behind the replaced address.
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'Repair history' })).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/historicRepairs');
  });

  it('keeps Back to the portal page that linked to the address', async () => {
    const user = userEvent.setup();
    const { router } = renderAddress(fakeDetailGateway(), `/viewmedia?id=${WORK_ORDER_ID}`, { before: ['/messages'] });
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/messages');
  });
});

describe('/DMCQuestions', () => {
  it("shows a sent repair's answers on its detail page, with focus on the damp and mould questions", async () => {
    const gateway = fakeDetailGateway({
      workOrder: repair({ isDampAndMould: true, assessmentInformation: ASSESSMENT }),
    });
    const { router } = renderAddress(gateway, `/DMCQuestions?id=${WORK_ORDER_ID}`);
    const heading = await screen.findByRole('heading', { level: 2, name: en.Repair_detail_assessment });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(currentAddress(router)).toBe(`${DETAIL}#damp-and-mould-questions`);
    expect(router.state.historyAction).toBe('REPLACE');
    // The detail page finds the repair already read.
    expect(gateway.getWorkOrder).toHaveBeenCalledTimes(1);
  });

  it("shows the portal's loading message while it reads the repair", async () => {
    const gateway = fakeDetailGateway();
    gateway.getWorkOrder.mockReturnValue(new Promise(() => {}));
    const { router } = renderAddress(gateway, `/DMCQuestions?id=${WORK_ORDER_ID}`);
    expect(await screen.findByRole('status')).toHaveTextContent(en.loading);
    expect(currentAddress(router)).toBe(`/DMCQuestions?id=${WORK_ORDER_ID}`);
  });

  it('carries on answering a draft in the repair journey, which resumes it', async () => {
    const { router } = renderAddress(
      fakeDetailGateway({ workOrder: DRAFT, history: [] }),
      `/DMCQuestions?id=${WORK_ORDER_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'Repair journey' })).toBeInTheDocument();
    expect(currentAddress(router)).toBe(`/repairproperty?draft=${WORK_ORDER_ID}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the repair history when the address names no repair, reading nothing', async () => {
    const gateway = fakeDetailGateway();
    const { router } = renderAddress(gateway, '/DMCQuestions?id=%20');
    expect(await screen.findByRole('heading', { name: 'Repair history' })).toBeInTheDocument();
    expect(currentAddress(router)).toBe('/historicRepairs');
    expect(gateway.getWorkOrder).not.toHaveBeenCalled();
  });

  it('leaves a repair it cannot read to the detail page, which says so', async () => {
    const gateway = fakeDetailGateway();
    gateway.getWorkOrder.mockRejectedValue(
      new GatewayHttpError({
        status: 404,
        title: 'Not Found',
        errors: [],
        correlationId: 'c',
        method: 'GET',
        path: '/x',
      }),
    );
    const { router } = renderAddress(gateway, `/DMCQuestions?id=${WORK_ORDER_ID}`);
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      en.WorkOrderByIdAPI_Error,
    );
    expect(currentAddress(router)).toBe(DETAIL);
  });

  it('stays put on a 401, which is already taking the resident to the start page', async () => {
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
    const { router } = renderAddress(gateway, `/DMCQuestions?id=${WORK_ORDER_ID}`);
    await waitFor(() => expect(gateway.getWorkOrder).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentAddress(router)).toBe(`/DMCQuestions?id=${WORK_ORDER_ID}`);
    expect(screen.getByRole('status')).toHaveTextContent(en.loading);
  });
});
