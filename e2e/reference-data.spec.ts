import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_REFERENCE_DATA_DIR } from '../sandbox/db/reference-data/reference-data-files';
import { PERSONAS } from '../sandbox/db/seed/personas';
import { REAL_TIME_SANDBOX } from '../tools/serve/fixture-server';
import { test, expect } from './support/fixtures';
import { logInToHome } from './support/login';
import { answerWhoFor, openReferralFromHome, reasons } from './support/referral-pages';

// Issue 27 §2: an analyst adds a financial referral reason to the sandbox's data file while the portal runs, and a
// resident sees it in the referral journey without a restart. The edit is made on a scratch copy of the files.
const scratch = mkdtempSync(join(tmpdir(), 'portal-reference-data-'));
cpSync(DEFAULT_REFERENCE_DATA_DIR, scratch, { recursive: true });
test.use({ sandbox: { ...REAL_TIME_SANDBOX, referenceDataDir: scratch } });
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function addReferralReason(referralReason: string): void {
  const path = join(scratch, 'financial-referral-reasons.json');
  const file = JSON.parse(readFileSync(path, 'utf8')) as { financialReferralReasons: { id: number }[] };
  const id = Math.max(...file.financialReferralReasons.map((reason) => reason.id)) + 1;
  file.financialReferralReasons.push({ id, referralReason, displayOnMyPeabody: 1 } as { id: number });
  writeFileSync(path, JSON.stringify(file, null, 2));
}

test('a referral reason an analyst adds to the running sandbox is offered to Alex', async ({ page, axe }) => {
  await logInToHome(page, PERSONAS.alex.email);
  await axe();
  addReferralReason('Help with water bills');
  await openReferralFromHome(page);
  await answerWhoFor(page, 'Financial_for_myself');
  await expect(reasons(page).getByRole('checkbox', { name: 'Help with water bills', exact: true })).toBeVisible();
  await expect(reasons(page).getByRole('checkbox', { name: 'Help paying my rent', exact: true })).toBeVisible();
  await axe();
});
