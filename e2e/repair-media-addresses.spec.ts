import { PERSONAS } from '../sandbox/db/seed/personas';
import { test, expect } from './support/fixtures';
import { englishText as t } from './support/journey-text';
import { logInToHome } from './support/login';
import {
  assessmentSection,
  detailSectionAddress,
  mainHeading,
  mediaSection,
  sectionHeading,
  summaryRows,
} from './support/repair-detail-pages';
import { expectRepairPage, REPAIR_ROUTES } from './support/repair-pages';

// The spec's addresses of a repair's photos (/viewmedia) and damp and mould answers (/DMCQuestions), as a resident
// follows them from a link: each opens the repair's detail page at that section (decision 0019). Which seeded repair
// has what: docs/personas.md.
const { alex } = PERSONAS;

test('Alex follows a link to the photos of his sink repair and lands on them', async ({ page, axe }) => {
  await logInToHome(page, alex.email);
  await axe();
  await page.goto(`/viewmedia?id=${alex.workOrders.recallable}`);
  await expect(page).toHaveURL(detailSectionAddress(alex.workOrders.recallable, 'media'));
  const media = mediaSection(page);
  await expect(media.getByRole('button', { name: 'sink-before.png', exact: true })).toBeVisible();
  await expect(sectionHeading(media)).toBeFocused();
  await expect(sectionHeading(media)).toBeInViewport();
  await expect(mainHeading(page)).toHaveAccessibleDescription(/.+/);
  await axe();
});

test('Alex follows a link to the damp and mould questions of his mould repair and reads his answers', async ({
  page,
  axe,
}) => {
  await logInToHome(page, alex.email);
  await page.goto(`/DMCQuestions?id=${alex.workOrders.dampAndMould}`);
  await expect(page).toHaveURL(detailSectionAddress(alex.workOrders.dampAndMould, 'damp-and-mould-questions'));
  const answers = assessmentSection(page);
  await expect(sectionHeading(answers)).toBeFocused();
  await expect(sectionHeading(answers)).toHaveText(t('Repair_detail_assessment'));
  expect(await summaryRows(answers)).toEqual([
    ['Which rooms are affected?', 'Bathroom, Bedroom'],
    ['How long have you had the problem?', 'More than 6 months'],
    ['How big is the largest affected area?', 'Larger than an A4 sheet'],
    ['Is there a musty smell?', 'Yes'],
    ['Do you dry clothes indoors?', 'Yes'],
    ['Does anyone in your home have any of these?', 'A breathing condition such as asthma'],
    ['Have you reported this problem before?', 'No'],
  ]);
  await expect(mainHeading(page)).toHaveAccessibleDescription(/.+/);
  await axe();
});

test('Alex follows the damp and mould link of a repair he has not sent yet and carries on with it in the repair journey', async ({
  page,
}) => {
  await logInToHome(page, alex.email);
  await page.goto(`/DMCQuestions?id=${alex.workOrders.draft}`);
  // The draft's resume: its answers come back and the journey stops at the first step with something to do, the
  // photos (e2e/repair-resume.spec.ts follows it to the end). expectRepairPage scans the page.
  await expect(page).toHaveURL(/\/uploadmedia/, { timeout: 20_000 });
  await expectRepairPage(page, REPAIR_ROUTES.media, t('Upload_media_title'));
});
