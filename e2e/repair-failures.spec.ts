import { PERSONAS } from '../sandbox/db/seed/personas';
import { clearFaults, injectFault } from './support/faults';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  answerNoToVulnerabilityAndCovid,
  backLink,
  chooseAsset,
  chooseProblem,
  continueButton,
  descriptionBox,
  expectRepairPage,
  expectSummaryRow,
  HELP_PHONE,
  REPAIR_ROUTES as ROUTES,
  skipPhotos,
  startRepair,
  useNumberOnFile,
} from './support/repair-pages';

const alex = PERSONAS.alex;

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("a save that meets someone else's change (412) is read again and retried: Alex loses nothing and goes on", async ({
  page,
  request,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  await chooseProblem(page, 'Kitchen', 'fan', 'Extractor fan not working');
  await expectRepairPage(page, ROUTES.details, t('Repair_details_title'));

  // The draft exists now; its next update (the description) is refused once as out of date.
  await injectFault(request, { method: 'PATCH', path: '/works-orders/:id', kind: 'status', status: 412, times: 1 });
  const refused = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.status() === 412,
  );
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
  await descriptionBox(page).fill('The kitchen extractor fan makes no sound and the steam stays in the room.');
  await continueButton(page).click();
  await refused;
  expect((await saved).request().postDataJSON()).toMatchObject({
    description: 'The kitchen extractor fan makes no sound and the steam stays in the room.',
  });

  // No error for the resident: the next page, and the answer is still there going back.
  await expectRepairPage(page, ROUTES.media, t('Upload_media_title'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await backLink(page).click();
  await expectRepairPage(page, ROUTES.details, t('Repair_details_title'));
  await expect(descriptionBox(page)).toHaveValue(
    'The kitchen extractor fan makes no sound and the steam stays in the room.',
  );
  await continueButton(page).click();
  await skipPhotos(page);
  await answerNoToVulnerabilityAndCovid(page);
  await useNumberOnFile(page);
  await expectSummaryRow(page, t('Repair_summary_reason'), 'Extractor fan not working');
  await expectSummaryRow(
    page,
    t('Repair_summary_details'),
    'The kitchen extractor fan makes no sound and the steam stays in the room.',
  );
  await axe();
});

test('when the repair check fails, Alex is sent to the repair error page with the number to call', async ({
  page,
  request,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await startRepair(page);
  await chooseAsset(page, 'Repair_asset_property');
  // The eligibility check keeps failing (the journey tries twice).
  await injectFault(request, {
    method: 'POST',
    path: '/works-orders/eligibilityoutcomes',
    kind: 'status',
    status: 500,
  });
  await chooseProblem(page, 'Hallway', 'smoke', 'Smoke alarm beeping');

  await expect(page).toHaveURL(new RegExp(`${ROUTES.journeyError}$`), { timeout: 20_000 });
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: t('generic_error_heading') })).toBeVisible();
  await expect(main).toContainText(t('repair_Journey_Error_Message1'));
  await expect(main).toContainText(HELP_PHONE);
  await axe();
  // The way back home is offered.
  await main.getByRole('link', { name: t('return_to_home'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`));
});
