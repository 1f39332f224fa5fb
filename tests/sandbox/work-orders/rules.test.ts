import { describe, expect, it } from 'vitest';
import { capacityLabel, slotStates, toAvailabilities } from '../../../sandbox/gateway/work-orders/availability';
import { dateOfBand } from '../../../sandbox/gateway/work-orders/bands';
import { chooseSlot } from '../../../sandbox/gateway/work-orders/booking-rules';
import { defaultCapacity, externalLoad } from '../../../sandbox/gateway/work-orders/contractor-capacity';
import { isExpiredDraft } from '../../../sandbox/gateway/work-orders/draft-expiry';
import { jobNumberDueAt, NEVER, nextJobNumber } from '../../../sandbox/gateway/work-orders/job-numbers';
import { checkUpload, decodeBase64, detectKind } from '../../../sandbox/gateway/work-orders/magic-bytes';
import { likePattern, parseSearchQuery } from '../../../sandbox/gateway/work-orders/search-query';
import { slaDays } from '../../../sandbox/gateway/work-orders/sla';
import type { StoredWorkOrder } from '../../../sandbox/gateway/work-orders/stored-work-order';
import { submissionOutcome } from '../../../sandbox/gateway/work-orders/submission';
import { crimeReferenceProblem, isSafeFreeText } from '../../../sandbox/gateway/work-orders/text-rules';
import { applyUpdate, missingForSubmission } from '../../../sandbox/gateway/work-orders/update-rules';

const NOW = new Date('2026-11-21T09:00:00Z');

describe('draft expiry', () => {
  it('expires a draft 48 hours after its last change, and never a submitted repair', () => {
    const row = { is_draft: 1, updated_at: '2026-11-19T09:00:01Z', raised_date: '2026-11-01T00:00:00Z' };
    expect(isExpiredDraft(row, NOW)).toBe(false);
    expect(isExpiredDraft({ ...row, updated_at: '2026-11-19T09:00:00Z' }, NOW)).toBe(true);
    expect(isExpiredDraft({ ...row, updated_at: null }, NOW)).toBe(true);
    expect(isExpiredDraft({ ...row, is_draft: 0, updated_at: null }, NOW)).toBe(false);
  });
});

describe('job numbers', () => {
  it('are due 6 s after submission by default, at the set delay, or never', () => {
    expect(jobNumberDueAt(NOW, null)).toBe('2026-11-21T09:00:06.000Z');
    expect(jobNumberDueAt(NOW, 250)).toBe('2026-11-21T09:00:00.250Z');
    expect(jobNumberDueAt(NOW, NEVER)).toBeNull();
    expect(nextJobNumber(61_000_045)).toBe('61000046');
    expect(nextJobNumber(null)).toBe('61000001');
  });
});

describe('magic bytes', () => {
  const check = (
    bytes: number[] | Buffer,
    contentType: string,
    fileName: string,
    extra: Partial<Parameters<typeof checkUpload>[0]> = {},
  ) =>
    checkUpload({
      bytes: new Uint8Array(bytes),
      contentType,
      fileName,
      existingCount: 0,
      imagesAllowed: true,
      ...extra,
    });

  it('recognises the allowed signatures and nothing else', () => {
    expect(detectKind(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg');
    expect(detectKind(new Uint8Array(Buffer.from('GIF89a....')))).toBe('gif');
    expect(detectKind(new Uint8Array(Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  ')])))).toBe(
      'mov',
    );
    expect(detectKind(new Uint8Array(Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypheic')])))).toBeNull();
    expect(detectKind(new Uint8Array(Buffer.from('MZ')))).toBeNull();
  });

  it('checks count, size, declared type, images setting, emptiness, then content, in that order', () => {
    expect(check([0xff, 0xd8, 0xff], 'image/jpeg', 'a.jpg', { existingCount: 5 })).toEqual({
      ok: false,
      problem: { status: 422, code: 'too-many-files' },
    });
    expect(check([0xff, 0xd8, 0xff], 'text/html', 'a.html')).toEqual({
      ok: false,
      problem: { status: 415, code: 'unsupported-type' },
    });
    expect(check([0xff, 0xd8, 0xff], 'image/jpeg', 'a.jpg', { imagesAllowed: false })).toEqual({
      ok: false,
      problem: { status: 415, code: 'images-not-allowed' },
    });
    expect(check([], 'image/jpeg', 'a.jpg')).toEqual({ ok: false, problem: { status: 422, code: 'empty-file' } });
    expect(check([0x89, 0x50], 'image/jpeg', 'a.jpeg')).toEqual({
      ok: false,
      problem: { status: 422, code: 'content-mismatch' },
    });
    expect(check([0xff, 0xd8, 0xff], 'IMAGE/JPEG', 'A.JPG')).toEqual({ ok: true, kind: 'jpg' });
    // MP4 and MOV are one container family.
    expect(
      check(Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypisom')]), 'video/quicktime', 'a.mov'),
    ).toEqual({ ok: true, kind: 'mp4' });
    expect(check([0xff, 0xd8, 0xff], 'image/jpeg', 'jpg')).toEqual({
      ok: false,
      problem: { status: 415, code: 'unsupported-type' },
    });
  });

  it('decodes only strict base64', () => {
    expect(decodeBase64('AAEC')).toEqual(new Uint8Array([0, 1, 2]));
    expect(decodeBase64('AAE')).toBeNull();
    expect(decodeBase64('data:image/png;base64,AAEC')).toBeNull();
    expect(decodeBase64('AA EC')).toBeNull();
  });
});

describe('text rules', () => {
  it('refuses brackets, semicolons, encoded brackets and script words', () => {
    expect(isSafeFreeText('The tap drips, badly (kitchen).')).toBe(true);
    for (const bad of ['a<b', 'x;y', '&lt;b&gt;', '%3Cscript', 'please alert someone', 'SCRIPT'])
      expect(isSafeFreeText(bad)).toBe(false);
  });

  it('checks crime references against the allowed characters and 3 to 20', () => {
    expect(crimeReferenceProblem('CAD 4512/23')).toBeNull();
    expect(crimeReferenceProblem('AB')).toBe('minimum_length');
    expect(crimeReferenceProblem('A'.repeat(21))).toBe('maximum_length');
    expect(crimeReferenceProblem('AB!C')).toBe('invalid_characters');
    expect(crimeReferenceProblem('£€¬ []{}')).toBeNull();
  });
});

describe('updates and submission', () => {
  const draft: StoredWorkOrder = {
    id: 'w',
    customerIdentifier: 'c',
    assetIdentifier: 'a',
    description: 'Tap drips',
    status: 'In Diagnosis',
    raisedDate: '2026-11-21T09:00:00Z',
    channel: 'CustomerSelfService',
    isDraft: true,
    isSubmitted: false,
    isVandalism: true,
    crimeReferenceNumber: 'CAD 1',
  };

  it('inverts isDraft into isSubmitted and blanks the crime reference on No', () => {
    expect(applyUpdate(draft, { isDraft: false }).submits).toBe(true);
    expect(applyUpdate(draft, { isDraft: true }).submits).toBe(false);
    expect(applyUpdate(draft, { isDraft: true, isSubmitted: true }).problems[0]?.code).toBe('conflict');
    expect(applyUpdate(draft, { crimeReferenceNumber: 'no' }).next.crimeReferenceNumber).toBe('');
    expect(
      applyUpdate(draft, { vulnerability: { isVulnerable: false, VulnerableResponseText: 'left over' } }).next
        .vulnerability,
    ).toEqual({ isVulnerable: false, VulnerableResponseText: '' });
  });

  it('lists what a draft lacks before it can be submitted', () => {
    expect(missingForSubmission(draft).map((p) => p.field)).toEqual([
      '/repairLocation',
      '/repairReason',
      '/sorCode',
      '/priority',
    ]);
  });

  it('derives the submitted status from the contractor', () => {
    const base = { id: 'c', name: 'C', statuses: { isIntegrated: true } };
    expect(submissionOutcome(undefined, '2026-11-21').status).toBe('Unappointed');
    expect(submissionOutcome({ ...base, statuses: { isEMA: true } }, '2026-11-21')).toEqual({
      status: 'Reported to EMA',
      history: { identifier: 'Reported to EMA', subType: 'Status' },
    });
    const onHold = { ...base, flags: [{ type: 'CONTRACTORSITE_ON_HOLD', value: 'true', onHoldUntil: '2026-11-21' }] };
    expect(submissionOutcome(onHold, '2026-11-21').status).toBe('On Hold');
    expect(submissionOutcome(onHold, '2026-11-22').status).toBe('Unappointed');
    expect(
      submissionOutcome({ ...base, flags: [{ type: 'CATALYST_TRIAGE_TIER2', value: 'true' }] }, '2026-11-21').status,
    ).toBe('Catalyst Tier 2 Triage');
  });
});

describe('availability', () => {
  const profile = { weekly: { 1: { AM: 2 }, 2: { AM: 1, PM: 1 } }, externalLoad: false };

  it('lists the worked bands of the next five weeks with what is left, and the SLA', () => {
    const states = slotStates({
      contractorId: 'c',
      diaryPrefix: 'HUB',
      profile,
      booked: new Map([['2026-11-23|AM', 1]]),
      now: NOW,
      slaDays: 14,
    });
    expect(states.slice(0, 3)).toEqual([
      { date: '2026-11-23', band: 'AM', remaining: 1, insideSla: true },
      { date: '2026-11-24', band: 'AM', remaining: 1, insideSla: true },
      { date: '2026-11-24', band: 'PM', remaining: 1, insideSla: true },
    ]);
    expect(states.filter((s) => !s.insideSla)[0]?.date).toBe('2026-12-07');
    const answer = toAvailabilities(states, 'HUB');
    expect(answer.map((a) => a.availabilityDetails.availabilityType)).toEqual(['AM', 'PM']);
    expect(answer[0]?.slots[0]).toMatchObject({ date: '2026-11-23', capacity: 'Low' });
  });

  it('labels capacity High, Low and Not Available', () => {
    expect([capacityLabel(3), capacityLabel(1), capacityLabel(0)]).toEqual(['High', 'Low', 'Not Available']);
  });

  it('gives no diary to non-integrated contractors and emergency agents, and a stable outside load', () => {
    expect(defaultCapacity({ id: 'x', name: 'x', statuses: { isIntegrated: false } }).weekly).toEqual({});
    expect(defaultCapacity({ id: 'x', name: 'x', statuses: { isIntegrated: true, isEMA: true } }).weekly).toEqual({});
    expect(Object.keys(defaultCapacity({ id: 'x', name: 'x', statuses: { isIntegrated: true } }).weekly)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(externalLoad('c', '2026-11-23', 'AM', 2)).toBe(externalLoad('c', '2026-11-23', 'AM', 2));
  });

  it('books only whole bands of diary dates with places left', () => {
    const states = slotStates({
      contractorId: 'c',
      diaryPrefix: 'HUB',
      profile,
      booked: new Map([['2026-11-24|PM', 1]]),
      now: NOW,
      slaDays: 28,
    });
    const ask = (from: string, to: string, band: 'AM' | 'PM', diaryCode?: string) =>
      chooseSlot({ slots: states, prefix: 'HUB', from, to, band, ...(diaryCode ? { diaryCode } : {}) });
    expect(ask('2026-11-23T08:00:00Z', '2026-11-23T12:00:00Z', 'AM', 'HUB-AM')).toMatchObject({ ok: true });
    expect(ask('2026-11-23T08:00:00Z', '2026-11-23T12:00:00Z', 'AM', 'HUB-PM')).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(ask('2026-11-24T12:00:00Z', '2026-11-24T18:00:00Z', 'PM')).toMatchObject({ ok: false, status: 409 });
    expect(ask('2026-11-23T12:00:00Z', '2026-11-23T18:00:00Z', 'PM')).toMatchObject({ ok: false, status: 422 });
    expect(dateOfBand('2026-11-23T08:00:00+00:00', '2026-11-23T12:00:00Z', 'AM')).toBe('2026-11-23');
  });

  it('sets the SLA by priority', () => {
    expect(slaDays('Emergency (Out of hours)', false)).toBe(1);
    expect(slaDays('Next Available', true)).toBe(14);
    expect(slaDays('Next Available', false)).toBe(28);
  });
});

describe('search query', () => {
  const parse = (params: Record<string, string | string[]>) =>
    parseSearchQuery(
      (name) => {
        const v = params[name];
        return Array.isArray(v) ? v[0] : v;
      },
      (name) => {
        const v = params[name];
        return v === undefined ? [] : Array.isArray(v) ? v : [v];
      },
    );

  it('reads the list and home card parameters with defaults, and the duplicate statuses', () => {
    expect(parse({}).query).toMatchObject({
      limit: 10,
      skip: 0,
      orderBy: 'desc',
      statuses: [],
      isDuplicateCheck: false,
    });
    expect(parse({ resultsPerPage: '20', searchTerm: 'tap', status: 'Appointed, On Hold' }).query).toMatchObject({
      limit: 20,
      searchText: 'tap',
      statuses: ['Appointed', 'On Hold'],
    });
    expect(parse({ propertiesIds: ['a', 'b'], status: 'All' }).query).toMatchObject({
      propertiesIds: ['a', 'b'],
      statuses: [],
    });
    expect(parse({ isDuplicateCheck: 'true' }).query.statuses).toHaveLength(7);
    expect(parse({ isDuplicateCheck: 'true', status: 'Completed' }).query.statuses).toEqual(['-']);
    expect(parse({ limit: '0' }).problems[0]?.field).toBe('limit');
    expect(parse({ raisedSince: 'yesterday' }).problems[0]?.field).toBe('raisedSince');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
