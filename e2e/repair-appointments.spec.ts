import type { Page } from '@playwright/test';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { injectFault } from './support/faults';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  changeAppointmentButton,
  detailPath,
  detailRowText,
  expectStatus,
  openRepairDetail,
  RESCHEDULE_STEP,
  rescheduleButton,
  reschedulerAddress,
  returnToRepairButton,
  selectAppointmentLink,
} from './support/repair-detail-pages';
import {
  at,
  bookAndExpectBanner,
  bookableSlots,
  chooseFirstSlot,
  expectHomeBanner,
  REPAIR_ROUTES,
  slotGrid,
  slotOf,
  textPattern,
} from './support/repair-pages';

// The appointment journey (journeys/appointment.json): the repair detail page's Select appointment and Reschedule
// appointment open /appointmentscheduler with the work order in the address (repairs.md §2 "Appointment scheduler").
const { alex } = PERSONAS;
const newSlotGrid = (page: Page) => slotGrid(page, t('Repair_reschedule_title'));

test('Alex moves his booked appointment to another day and sees the new one on the repair', async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.appointed);
  const before = await detailRowText(page, t('Repair_detail_appointment'));

  await rescheduleButton(page).click();
  await expect(page).toHaveURL(at(RESCHEDULE_STEP));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Repair_reschedule_title'));
  await expect(returnToRepairButton(page)).toBeVisible();
  await expect(newSlotGrid(page).getByRole('group')).toHaveCount(5);
  await axe();

  // Change appointment with nothing chosen: SSR062 at the grid.
  await changeAppointmentButton(page).click();
  await expect(newSlotGrid(page)).toContainText(`Error: ${t('SSR062')}`);
  await axe();

  // The last band offered on the page, so the appointment surely moves.
  const radio = bookableSlots(page, newSlotGrid(page)).last();
  const slot = await slotOf(radio);
  await radio.check();
  await changeAppointmentButton(page).click();
  await expect(page).toHaveURL(at(REPAIR_ROUTES.home), { timeout: 20_000 });
  await expectHomeBanner(
    page,
    textPattern('Repair_rescheduled_message', { appointment: `${slot.date}, ${slot.band}` }),
  );

  // Back on the repair: the appointment is the new one, and the history says so.
  await openRepairDetail(page, alex.workOrders.appointed);
  const after = await detailRowText(page, t('Repair_detail_appointment'));
  expect(after).toMatch(/^\d{2}-\d{2}-\d{4}, /);
  expect(after).not.toBe(before);
});

test('Return to repair leaves the appointment as it was; Back from the repair does not reopen the scheduler', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.appointed);
  await rescheduleButton(page).click();
  await expect(page).toHaveURL(at(RESCHEDULE_STEP));
  await chooseFirstSlot(page, newSlotGrid(page));
  await returnToRepairButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${detailPath(alex.workOrders.appointed).replace(/[?]/g, '\\?')}$`));
  await expectStatus(page, t('Repair_history_appointment_booked'));
  await axe();
  // The entry address was replaced: Back goes to the page before the repair's, not into the scheduler again.
  await page.goBack();
  await expect(page).not.toHaveURL(reschedulerAddress(alex.workOrders.appointed));
  await expect(page).not.toHaveURL(at(RESCHEDULE_STEP));
});

test('When the repair changed meanwhile (412), Alex is told the contractor now arranges it and cannot send again', async ({
  page,
  request,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.appointed);
  await rescheduleButton(page).click();
  await expect(page).toHaveURL(at(RESCHEDULE_STEP));
  await chooseFirstSlot(page, newSlotGrid(page));
  await injectFault(request, {
    method: 'PATCH',
    path: `/works-orders/${alex.workOrders.appointed}/appointments`,
    kind: 'status',
    status: 412,
  });
  await changeAppointmentButton(page).click();
  await expect(page.getByRole('main')).toContainText(
    textPattern('SSR071', { contractorName: 'Brightspark Electrical' }),
  );
  await expect(changeAppointmentButton(page)).toBeDisabled();
  await axe();
});

test('A reschedule the gateway fails sends Alex to the repair error page with the reschedule message', async ({
  page,
  request,
}) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.appointed);
  await rescheduleButton(page).click();
  await chooseFirstSlot(page, newSlotGrid(page));
  await injectFault(request, {
    method: 'PATCH',
    path: `/works-orders/${alex.workOrders.appointed}/appointments`,
    kind: 'status',
    status: 500,
  });
  await changeAppointmentButton(page).click();
  await expect(page).toHaveURL(at('/repairJourneyErrorPage'));
  await expect(page.getByRole('main')).toContainText(t('Reschedule_Api_Error'));
});

test('Alex books the first appointment of a repair the contractor has not booked yet, from its page', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await openRepairDetail(page, alex.workOrders.unappointed);
  await selectAppointmentLink(page).click();
  await expect(page).toHaveURL(at('/appointmentscheduler'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Repair_scheduler_title'));
  await axe();
  const jobNo = (await page.getByRole('main').textContent())?.match(/job number is (\S+)\./)?.[1] ?? '';
  expect(jobNo).not.toBe('');
  const slot = await chooseFirstSlot(page);
  await bookAndExpectBanner(page, jobNo, slot);
});
