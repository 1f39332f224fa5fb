import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConditionError } from '../../src/engine';
import { duplicateStatuses } from '../../src/effects/repairs/find-duplicates';
import { localSorCode } from '../../src/effects/repairs/determine-sor';
import { slaReason } from '../../src/effects/repairs/sla-reason';
import { mediaKind, thumbnailOf } from '../../src/pages/repairs/detail/media-kind';
import { cancelButton, detailActions, showsRepairMedia } from '../../src/repairs';
import { messagePageSizes } from '../../src/messages/inbox-choices';
import { dateCheckMessage, dateProblemOf } from '../../src/shared/date-range-checks';
import { defaultRangeStart } from '../../src/shared/date-range-defaults';
import { formatBalance } from '../../src/shared/money';
import { acceptList, fileRules, isCompressible, uploadType } from '../../widgets/media-uploader/file-rules';
import mediaKinds from '../../rules/repair-media-kinds.json';
import dateChecks from '../../rules/date-range-checks.json';

// The rules docs/behaviour-rules.md lists as moved from TypeScript to rules/*.json: each reader gives what the
// specification says with the committed table, and a table edited to a value the code cannot use is an error naming
// the file and cell, never a silent misreading.

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('rules/repair-duplicate-statuses.json (repairs.md §4)', () => {
  it('gives the open statuses and the three catalyst triage statuses, in order', () => {
    expect(duplicateStatuses()).toEqual([
      'Unappointed',
      'Appointed',
      'In Progress',
      'In Diagnosis',
      'Catalyst Tier 2 Triage',
      'Catalyst Managing Agent Triage',
      'Catalyst Defect Triage',
    ]);
  });
});

describe('rules/repair-sor-substitutions.json (repairs.md §4)', () => {
  it('raises a total loss of water with FISPUMPS02 as COMPUMP, sends N/A as NA and leaves others alone', () => {
    expect(localSorCode('PLWATER1', ['INDEFECTS', 'FISPUMPS02'])).toBe('COMPUMP');
    expect(localSorCode('N/A', [])).toBe('NA');
    expect(localSorCode('N/A', ['FISPUMPS02'])).toBe('COMPUMP');
    expect(localSorCode('PLTAP001', ['INDEFECTS'])).toBe('PLTAP001');
  });
});

describe('rules/repair-sla-reason.json (repairs.md §4 Scheduler)', () => {
  const today = '2026-11-02';
  it("is the contractor's when its earliest high-capacity date is more than 6 days away", () => {
    expect(slaReason(today, '2026-11-09', '2026-11-10')).toBe('contractor');
    expect(slaReason(today, null, '2026-11-09')).toBe('contractor');
  });
  it("is the resident's when only the chosen date is more than 6 days away, and none within the window", () => {
    expect(slaReason(today, '2026-11-08', '2026-11-09')).toBe('resident');
    expect(slaReason(today, '2026-11-03', '2026-11-08')).toBeNull();
    expect(slaReason(today, null, '2026-11-08')).toBeNull();
  });
});

describe('rules/repair-detail-actions.json, repair-cancel-button.json, repair-media-visible.json (repairs.md §4 Detail)', () => {
  it('offers a draft only Resume repair, and runs the reschedule check only for an Appointed repair', () => {
    expect(detailActions('In Diagnosis')).toEqual({ resumeOnly: true, checksCancel: false, checksReschedule: false });
    expect(detailActions('Appointed')).toEqual({ resumeOnly: false, checksCancel: true, checksReschedule: true });
    expect(detailActions('Unappointed')).toEqual({ resumeOnly: false, checksCancel: true, checksReschedule: false });
  });
  it('shows Cancel repair only when the check says eligible, and disables it under maintenance', () => {
    expect(cancelButton({ isEligible: true, maintenance: false })).toBe('shown');
    expect(cancelButton({ isEligible: true, maintenance: true })).toBe('disabled');
    expect(cancelButton({ isEligible: false, maintenance: false })).toBe('hidden');
    expect(cancelButton({ isEligible: null, maintenance: true })).toBe('hidden');
  });
  it("shows the media with the flag on, else only to the repair's own customer", () => {
    expect(showsRepairMedia({ mediaForEveryone: true, viewerCustomerId: null, workOrderCustomerId: 'C1' })).toBe(true);
    expect(showsRepairMedia({ mediaForEveryone: false, viewerCustomerId: 'C1', workOrderCustomerId: 'C1' })).toBe(true);
    expect(showsRepairMedia({ mediaForEveryone: null, viewerCustomerId: 'C2', workOrderCustomerId: 'C1' })).toBe(false);
    expect(showsRepairMedia({ mediaForEveryone: false, viewerCustomerId: null, workOrderCustomerId: null })).toBe(
      false,
    );
  });
});

describe('rules/repair-media-kinds.json (repairs.md §4 Media)', () => {
  it('looks a file up by its subtype and its extension, a PDF first', () => {
    expect(thumbnailOf('application/pdf', 'scan.png')).toBe('pdf');
    expect(thumbnailOf(undefined, 'clip.hevc')).toBe('video');
    expect(thumbnailOf('image/bmp', 'x')).toBe('photo');
    expect(mediaKind('video/webm', 'x')).toBe('video');
    expect(mediaKind('image/svg+xml', 'logo.svg')).toBe('image');
    expect(mediaKind('application/zip', 'x.zip')).toBe('other');
  });
  it('refuses a cell the page cannot show, naming the file and cell', async () => {
    const broken = structuredClone(mediaKinds) as { rows: { thumbnail: string | null }[] };
    broken.rows[0] = { ...broken.rows[0], thumbnail: 'sparkly' };
    vi.doMock('../../rules/repair-media-kinds.json', () => ({ default: broken }));
    const { thumbnailOf: reread } = await import('../../src/pages/repairs/detail/media-kind');
    // A fresh copy of the modules, so its ConditionError is another class object: matched by its message.
    expect(() => reread('application/pdf', 'x.pdf')).toThrow(
      /"sparkly" is not one of pdf, video, photo \(step "rules\/repair-media-kinds\.json", \/rows\/0\/thumbnail\)/,
    );
  });
});

describe('rules/repair-media-upload-types.json (repairs.md §5 Attachments)', () => {
  it("allows the spec's extensions, the images only when IsImageAllowed, and compresses jpeg and png", () => {
    expect(fileRules({}).extensions).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'gif', 'mpeg', 'mov', 'mp4']);
    expect(fileRules({ isImageAllowed: 'false' }).extensions).toEqual(['pdf', 'mpeg', 'mov', 'mp4']);
    expect(uploadType({ name: 'clip.MOV', type: '' }, fileRules({}))).toBe('video/quicktime');
    expect(uploadType({ name: 'page.html', type: 'text/html' }, fileRules({}))).toBeUndefined();
    expect(acceptList(fileRules({ allowedTypes: 'pdf' }))).toBe('.pdf,application/pdf');
    expect([isCompressible('image/jpeg'), isCompressible('image/png'), isCompressible('image/gif')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('rules/message-page-sizes.json (portal.md §4 Inbox)', () => {
  it('gives 10 a page with choices 10, 20, 100 on a desktop, and 100 at once on a phone', () => {
    expect(messagePageSizes('desktop')).toEqual({ pageSize: 10, choices: [10, 20, 100] });
    expect(messagePageSizes('phone')).toEqual({ pageSize: 100, choices: [] });
  });
});

describe('rules/balance-display.json (portal.md §4 Balance)', () => {
  it('shows arrears in brackets with its words, credit with its words, zero bare', () => {
    expect(formatBalance(12000)).toMatchObject({ state: 'arrears', figure: '(£120.00)', text: '(£120.00) in arrears' });
    expect(formatBalance(-4000)).toMatchObject({ state: 'credit', figure: '£40.00', text: '£40.00 in credit' });
    expect(formatBalance(0)).toMatchObject({ state: 'clear', figure: '£0.00', words: null, text: '£0.00' });
  });
});

describe('rules/date-range-checks.json and date-range-defaults.json (portal.md §5)', () => {
  const today = '2026-11-27';
  it('gives each range its own message for each check, and none for a check it does not make', () => {
    expect(dateCheckMessage('transactions', 'from', 'afterTo', ['SSC004'])).toBe('SSC004');
    expect(dateCheckMessage('statement', 'from', 'afterTo', ['SSC009'])).toBe('SSC009');
    expect(dateCheckMessage('messages', 'to', 'afterTo', ['messages_date_order'])).toBe('messages_date_order');
    expect(dateCheckMessage('messages', 'from', 'missing', ['SSC020'])).toBeNull();
    expect(dateCheckMessage('transactions', 'from', 'beforeTenancyStart', ['SSC012'])).toBeNull();
  });
  it('checks a date in order and stops at its first problem', () => {
    const known = ['SSC009', 'SSC012', 'SSC013', 'SSC014', 'SSC020'] as const;
    expect(dateProblemOf('statement', 'from', { value: '', today }, known)).toBe('SSC009');
    expect(dateProblemOf('statement', 'from', { value: '2026-02-30', today }, known)).toBe('SSC020');
    expect(dateProblemOf('statement', 'from', { value: '2027-01-01', today, tenancyStart: '2028-01-01' }, known)).toBe(
      'SSC013',
    );
    expect(
      dateProblemOf('statement', 'from', { value: '2019-01-01', today, tenancyStart: '2020-06-04T00:00:00Z' }, known),
    ).toBe('SSC012');
    expect(
      dateProblemOf('statement', 'to', { value: '2019-01-01', today, tenancyStart: '2020-06-04' }, known),
    ).toBeNull();
    expect(dateProblemOf('messages', 'from', { value: '', today }, ['SSC020'])).toBe('SSC020');
  });
  it('refuses a message the page does not word, naming the file and row', () => {
    expect(() => dateCheckMessage('transactions', 'from', 'afterTo', ['SSC020'])).toThrow(ConditionError);
    const row = dateChecks.rows.findIndex((r) => r.form === 'transactions' && r.check === 'afterTo');
    expect(() => dateCheckMessage('transactions', 'from', 'afterTo', ['SSC020'])).toThrow(
      new RegExp(`/rows/${row}/message|SSC004`),
    );
  });
  it('starts transactions a year back and the inbox two years back', () => {
    expect(defaultRangeStart('transactions', today)).toBe('2025-11-27');
    expect(defaultRangeStart('messages', today)).toBe('2024-11-27');
  });
});
