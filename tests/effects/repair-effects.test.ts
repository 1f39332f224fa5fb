import { describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import { seedDatabase } from '../../sandbox/db/seed/seed-database';
import type { EffectEnvironment } from '../../src/effects';
import { checkRepairAsset } from '../../src/effects/repairs/check-asset';
import { checkRepairEligibility } from '../../src/effects/repairs/check-eligibility';
import { determineRepairSor, localSorCode } from '../../src/effects/repairs/determine-sor';
import { duplicateOption, listDescription } from '../../src/effects/repairs/duplicate-option';
import { findRepairDuplicates } from '../../src/effects/repairs/find-duplicates';
import { getRepairPriority } from '../../src/effects/repairs/get-priority';
import { loadRepairAssets, type RepairAssets } from '../../src/effects/repairs/load-assets';
import { loadRepairLocations } from '../../src/effects/repairs/load-locations';
import { loadRepairReasons } from '../../src/effects/repairs/load-reasons';
import { saveRepairDraft } from '../../src/effects/repairs/save-draft';
import { createGatewayClient, PreconditionFailedError, type WorkOrder } from '../../src/gateway';
import { createTestGateway } from '../sandbox/gateway/test-gateway';
import { describeCode } from './support/describe-code';
import type { DataText } from '../../src/engine';
import { dataText } from '../../src/engine/field-options';
import { textOf } from '../../src/journey/text';

// The repair effects through the real gateway client against the in-process sandbox and its seed, as the journey
// calls them: what a resident would see is what the sandbox's rules answer for these inputs.
const { alex, dana } = PERSONAS;
const MONDAY_10AM = new Date('2026-11-23T10:00:00Z');

/** An effect's text as the duplicate page's optionsFrom reads it (checked by the engine), ready for textOf. */
const asText = (text: DataText) =>
  dataText(text, { stepId: 'duplicate', pointer: '/optionsFrom/label', path: 'effects.duplicates' });

function setUp(persona: { userId: string; customerId: string }, now = MONDAY_10AM) {
  const sandbox = createTestGateway({
    seed: (db) => seedDatabase(db, { now }),
    tokens: new Map([['token', persona.userId]]),
    start: now,
  });
  let correlation = 0;
  const requests: { method: string; path: string; ifMatch: string | null }[] = [];
  const gateway = createGatewayClient({
    config: {
      gatewayBaseUrl: 'http://127.0.0.1:8080/customerselfserve/api/v1',
      subscriptionKey: 'key',
      channel: 'CustomerSelfService',
      apiTimeoutMs: 5000,
    },
    getAccessToken: async () => 'token',
    getSessionId: () => 'session',
    getCustomerId: () => persona.customerId,
    newCorrelationId: () => `corr-${++correlation}`,
    onUnauthorised: () => undefined,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      requests.push({
        method: init?.method ?? 'GET',
        path: new URL(String(input)).pathname,
        ifMatch: headers.get('If-Match'),
      });
      return sandbox.app.request(String(input), init);
    }) as typeof fetch,
  });
  const env: EffectEnvironment = {
    gateway,
    customerId: persona.customerId,
    now: () => now,
    newId: () => 'id',
    describe: describeCode,
  };
  return { sandbox, env, requests, gateway };
}

/** Loads what the asset step loads for Alex's flat and the chosen level: assets, locations, reasons. */
async function alexAt(env: EffectEnvironment, assetType = 'Property') {
  const assets = await loadRepairAssets({ premisesId: alex.propertyId }, env);
  const locations = await loadRepairLocations({ assetType }, env);
  const reasons = await loadRepairReasons({ assetType, isCatalyst: false, locations }, env);
  return { assets, locations, reasons };
}

describe('repair.loadAssets', () => {
  it("offers Alex's flat, block and estate, never the regeneration scheme above them", async () => {
    const { env } = setUp(alex);
    const assets: RepairAssets = await loadRepairAssets({ premisesId: alex.propertyId }, env);
    expect(assets.premisesId).toBe(alex.propertyId);
    expect(Object.keys(assets).sort()).toEqual(['block', 'estate', 'premisesId', 'property', 'reportId']);
    expect(assets.property).toMatchObject({
      id: alex.propertyId,
      assetType: 'Property',
      uprn: '100023001201',
      heating: 'Gas combi boiler+Mains gas',
    });
    expect(assets.block?.assetType).toBe('Block');
    expect(assets.property?.address).toContain('Beacon House');
  });

  it('gives each report its own id, so the same repair reported again after leaving is a new draft', async () => {
    const { env } = setUp(alex);
    let ids = 0;
    const counting = { ...env, newId: () => `report-${++ids}` };
    const first = await loadRepairAssets({ premisesId: alex.propertyId }, counting);
    const again = await loadRepairAssets({ premisesId: alex.propertyId }, counting);
    expect(first.reportId).not.toBe(again.reportId);
    const draft = {
      premisesId: alex.propertyId,
      assetIdentifier: alex.propertyId,
      repairLocation: 'Kitchen',
      repairReason: 'Kitchen tap dripping',
    };
    const one = await saveRepairDraft({ ...draft, reportId: first.reportId }, env);
    const pressedAgain = await saveRepairDraft({ ...draft, reportId: first.reportId }, env);
    const reportedAgain = await saveRepairDraft({ ...draft, reportId: again.reportId }, env);
    expect(pressedAgain.id).toBe(one.id);
    expect(reportedAgain.id).not.toBe(one.id);
  });

  it("offers Dana's divided block, and reads it as in its defects period", async () => {
    const { env } = setUp(dana);
    const assets = await loadRepairAssets({ premisesId: dana.propertyId }, env);
    expect(assets.dividedBlock).toMatchObject({ assetType: 'Divided Block', isInDefects: true });
  });
});

describe('repair.checkAsset', () => {
  it('sends the group of the tenancy the resident reports from and names what was checked', async () => {
    const { env } = setUp(alex);
    const assets = await loadRepairAssets({ premisesId: alex.propertyId }, env);
    const result = await checkRepairAsset(
      {
        premisesId: alex.propertyId,
        properties: [{ id: alex.propertyId, tenancyId: alex.tenancyId, address: 'Flat 12', residential: true }],
        assetType: 'Block',
        assets,
      },
      env,
    );
    expect(result).toEqual({
      premisesId: alex.propertyId,
      assetType: 'Block',
      assetId: assets.block?.id,
      tenancyGroup: 'General Needs',
      isEligible: true,
      errorCode: null,
    });
  });
});

describe('the asset page asks ahead for what its Continue checks', () => {
  // Issue 13: Continue on the asset page waited for the premises' tenancy groups and then the asset's eligibility, two
  // round trips in a row. The groups are asked for when the page's assets are, so Continue makes only the check.
  it('makes only the eligibility call on Continue once the assets have loaded', async () => {
    const { env, requests } = setUp(alex);
    const assets = await loadRepairAssets({ premisesId: alex.propertyId }, env);
    expect(requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`/premises/${alex.propertyId}/tenancies$`))]),
    );
    requests.length = 0;
    await checkRepairAsset(
      {
        premisesId: alex.propertyId,
        properties: [{ id: alex.propertyId, tenancyId: alex.tenancyId, address: 'Flat 12', residential: true }],
        assetType: 'Property',
        assets,
      },
      env,
    );
    expect(requests.map((r) => `${r.method} ${r.path.replace(/^.*\/api\/v1/, '')}`)).toEqual([
      `POST /assets/${alex.propertyId}/eligibilityoutcomes`,
    ]);
  });

  // Asked with the page's assets, it would share the phone's connections with the page being drawn.
  it('asks for the groups only once the page lets it (after it is drawn), when the page says when', async () => {
    const { env, requests } = setUp(alex);
    const later: Array<() => void> = [];
    await loadRepairAssets({ premisesId: alex.propertyId }, { ...env, askLater: (task) => later.push(task) });
    const groupsAsked = () => requests.filter((r) => r.path.endsWith(`/premises/${alex.propertyId}/tenancies`)).length;
    expect(groupsAsked()).toBe(0);
    expect(later).toHaveLength(1);
    later[0]?.();
    await vi.waitFor(() => expect(groupsAsked()).toBe(1));
  });
});

describe('repair.loadReasons', () => {
  it('tags every reason with its location, so the autocomplete follows the chosen location', async () => {
    const { env } = setUp(alex);
    const { reasons } = await alexAt(env);
    const tap = reasons.find((r) => r.label === 'Kitchen tap dripping');
    expect(tap).toMatchObject({
      value: '1',
      location: 'Kitchen',
      key: 'Kitchen#1',
      sor: 'PLTAP001',
      element: 'Plumbing',
      priority: 'Next Available',
    });
    expect(reasons.find((r) => r.label === 'No water at all (total loss of water)')).toMatchObject({
      location: 'Heating and hot water',
      supplementaryCodes: 'FISPUMPS02',
      priority: 'Emergency',
    });
    // Catalyst-only reasons (48–50) are not offered to Alex.
    expect(reasons.some((r) => ['48', '49', '50'].includes(r.value))).toBe(false);
  });

  // Issue 13: the location step made one search per location (7 for a home); the reasons now name their location.
  it("asks once for every location's reasons, and offers them location by location, in the locations' order", async () => {
    const { env, requests } = setUp(alex);
    const locations = await loadRepairLocations({ assetType: 'Property' }, env);
    requests.length = 0;
    const reasons = await loadRepairReasons({ assetType: 'Property', isCatalyst: false, locations }, env);
    expect(requests.map((r) => r.path)).toEqual([expect.stringMatching(/\/repair-reasons$/)]);
    const order = [...new Set(reasons.map((r) => r.location))];
    expect(order).toEqual(locations.map((l) => l.value).filter((l) => order.includes(l)));
    expect(reasons.every((r) => r.locationId === locations.find((l) => l.value === r.location)?.id)).toBe(true);
  });

  it('leaves out a reason of a location the list does not offer', async () => {
    const { env } = setUp(alex);
    const reasons = await loadRepairReasons(
      { assetType: 'Property', isCatalyst: false, locations: [{ value: 'Kitchen', id: 1 }] },
      env,
    );
    expect(new Set(reasons.map((r) => r.location))).toEqual(new Set(['Kitchen']));
    expect(reasons.map((r) => r.label)).toContain('Kitchen tap dripping');
  });
});

describe('repair.checkEligibility, determineSor, getPriority', () => {
  it('refuses a smell of gas with E21 and keeps the reason it was for', async () => {
    const { env } = setUp(alex);
    const { assets, reasons } = await alexAt(env);
    const result = await checkRepairEligibility({ reasonId: '21', reasons, assetType: 'Property', assets }, env);
    expect(result).toMatchObject({ assetId: alex.propertyId, reasonId: '21', isEligible: false, errorCode: 'E21' });
  });

  it('raises a total loss of water as COMPUMP (FISPUMPS02) and as an emergency in working hours', async () => {
    const { env } = setUp(alex);
    const { assets, reasons } = await alexAt(env);
    const eligibility = await checkRepairEligibility({ reasonId: '25', reasons, assetType: 'Property', assets }, env);
    expect(eligibility).toMatchObject({
      isEligible: true,
      errorCode: null,
      supplementaryQuestion: 'Are your neighbours without water too?',
    });
    expect(eligibility.supplementaryCodes).toContain('FISPUMPS02');
    const sor = await determineRepairSor(
      { reasonId: '25', reasons, assetType: 'Property', assets, supplementaryCodes: eligibility.supplementaryCodes },
      env,
    );
    expect(sor).toEqual({ assetId: alex.propertyId, reasonId: '25', sorCode: 'COMPUMP', determinationCode: null });
    expect(await getRepairPriority({ reasonId: '25', reasons }, env)).toEqual({
      reasonId: '25',
      priority: 'Emergency',
      isEmergency: true,
      isOutOfHours: false,
    });
  });

  it('gives Emergency (Out of hours) on a Monday evening', async () => {
    const { env } = setUp(alex, new Date('2026-11-23T20:30:00Z'));
    const { reasons } = await alexAt(env);
    expect(await getRepairPriority({ reasonId: '25', reasons }, env)).toMatchObject({
      priority: 'Emergency (Out of hours)',
      isOutOfHours: true,
    });
  });

  it("sends 'N/A' as NA, and keeps a determination code for the journey to act on", () => {
    expect(localSorCode('N/A', [])).toBe('NA');
    expect(localSorCode('PLWATER1', ['INDEFECTS', 'FISPUMPS02'])).toBe('COMPUMP');
    expect(localSorCode('PLTAP001', ['INDEFECTS'])).toBe('PLTAP001');
  });
});

describe('repair.saveDraft', () => {
  async function created(env: EffectEnvironment) {
    return saveRepairDraft(
      {
        assetIdentifier: alex.propertyId,
        premisesId: alex.propertyId,
        repairLocation: 'Kitchen',
        repairLocationId: 1,
        repairReason: 'Kitchen tap dripping',
        repairReasonId: 1,
        trade: 'Plumbing',
        sorCode: 'PLTAP001',
        priority: 'Next Available',
        isEmergency: false,
        description: '  ',
        workOrderId: null,
      },
      env,
    );
  }

  it('creates the draft with the id from the Location header, once however often Continue is pressed', async () => {
    const { env, gateway } = setUp(alex);
    const first = await created(env);
    const again = await created(env);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.id).toBe(first.id);
    const stored = await gateway.getWorkOrder(first.id);
    expect(stored).toMatchObject({
      isDraft: true,
      repairLocation: 'Kitchen',
      sorCode: 'PLTAP001',
      status: 'In Diagnosis',
    });
    // An empty text is left out rather than sent blank.
    expect(stored.description ?? '').toBe('');
  });

  it('updates with the entity tag it holds, and after someone else changed the draft re-reads it and sends the answer again', async () => {
    const { env, gateway, requests } = setUp(alex);
    const draft = await created(env);
    // Another tab changes the draft: the tag the journey holds is now stale.
    await gateway.updateWorkOrder(draft.id, { isSupplementary: true }, draft.eTag);
    await expect(gateway.updateWorkOrder(draft.id, { description: 'x' }, draft.eTag)).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    requests.length = 0;

    const saved = await saveRepairDraft(
      { workOrderId: draft.id, eTag: draft.eTag, description: 'Tap drips all night.' },
      env,
    );

    expect(requests.map((r) => r.method)).toEqual(['PATCH', 'GET', 'PATCH']);
    expect(saved.id).toBe(draft.id);
    expect(saved.eTag).not.toBe(draft.eTag);
    const stored = await gateway.getWorkOrder(draft.id);
    expect(stored).toMatchObject({ description: 'Tap drips all night.', isSupplementary: true, eTag: saved.eTag });
  });
});

describe('repair.findDuplicates', () => {
  it("lists Alex's open radiator repair with its status&id&flag value, then None of the above, without the journey's own draft", async () => {
    const { env } = setUp(alex);
    const own = await saveRepairDraft(
      {
        assetIdentifier: alex.propertyId,
        premisesId: alex.propertyId,
        repairLocation: 'Heating and hot water',
        repairLocationId: 7,
        repairReason: 'Radiator not getting warm',
        repairReasonId: 23,
        sorCode: 'HTRAD001',
      },
      env,
    );
    const options = await findRepairDuplicates(
      { premisesId: alex.propertyId, sor: 'HTRAD001', location: 'Heating and hot water', excludeId: own.id },
      env,
    );
    expect(options.map((o) => o.value)).toEqual([`Unappointed&${alex.workOrders.unappointed}&false`, 'none']);
    // Codes and data, not English: the repair's own description, a hint code with its date and the status's
    // locale key from rules/repair-status-display.json, and None of the above's code.
    expect(options[0]?.label).toEqual({ text: 'Bedroom radiator stays cold' });
    expect(options[0]?.hint).toEqual({
      key: 'Repair_duplicate_option_hint',
      params: {
        date: { date: expect.stringMatching(/^2026-/) },
        status: { key: 'Repair_status_assigned_to_contractor' },
      },
    });
    expect(options[1]).toEqual({ value: 'none', label: { key: 'Repair_duplicate_none' } });
  });

  it('reads on the page as the repair history words it: the UK long date and the status display rule', async () => {
    const { env } = setUp(alex);
    const options = await findRepairDuplicates(
      { premisesId: alex.propertyId, sor: 'HTRAD001', location: 'Heating and hot water' },
      env,
    );
    const shown = (text: DataText | undefined) => textOf(text === undefined ? undefined : asText(text));
    expect(shown(options[0]?.label)).toBe('Bedroom radiator stays cold');
    expect(shown(options[0]?.hint)).toMatch(/^Reported \d+ \w+ 2026\. Status: Assigned to contractor$/);
    expect(shown(options[1]?.label)).toBe('None of the above');
  });

  it.each([
    [{ status: 'In Diagnosis' }, 'Draft'],
    [{ status: 'In Diagnosis', isRaisedAsTriage: true }, 'Under Review'],
    [{ status: 'Catalyst Defect Triage' }, 'Catalyst'],
    [{ status: 'In Progress' }, 'In Progress'],
  ])('words the status %j as the history does: %s', (statuses, words) => {
    const workOrder = {
      identifiers: { worksOrderIdentifier: 'W1' },
      raisedDate: '2026-03-12T10:00:00Z',
      channel: 'CustomerSelfService',
      job: { description: 'Tap drips. More.', trade: null },
      statuses,
    } as unknown as WorkOrder;
    const option = duplicateOption(workOrder);
    expect(textOf(asText(option.hint ?? ''))).toBe(`Reported 12 March 2026. Status: ${words}`);
    expect(option.value).toBe(`${statuses.status}&W1&false`);
  });

  it('shows a dash for a repair whose raised date cannot be read, as before', () => {
    const workOrder = {
      identifiers: { worksOrderIdentifier: 'W1' },
      raisedDate: 'not a date',
      channel: 'CustomerSelfService',
      job: { description: 'Tap', trade: null },
      statuses: { status: 'Appointed' },
    } as unknown as WorkOrder;
    expect(textOf(asText(duplicateOption(workOrder).hint ?? ''))).toBe('Reported -. Status: Appointed');
  });

  it('is empty when nothing open matches, so the duplicate page is skipped', async () => {
    const { env } = setUp(alex);
    expect(
      await findRepairDuplicates({ premisesId: alex.propertyId, sor: 'PLBATH01', location: 'Bathroom' }, env),
    ).toEqual([]);
  });

  it('describes other channels by their trade, and an unknown trade with RepairDescription_ErrorMessage', () => {
    const base = {
      channel: 'Northgate',
      job: { description: 'Legacy. Text', trade: 'Plumbing' },
    } as unknown as WorkOrder;
    const words = (workOrder: WorkOrder) => textOf(asText(listDescription(workOrder)));
    expect(words(base)).toBe('Plumbing');
    expect(words({ ...base, job: { ...base.job, trade: 'Unknown' } } as WorkOrder)).toBe('Description not available');
    expect(words({ ...base, channel: 'ERGO' } as WorkOrder)).toBe('Legacy');
  });

  it('names a draft left before its description by its reason and location, so no choice is without a name (decision 0026)', () => {
    const draft = (job: Record<string, unknown>) =>
      ({
        identifiers: { worksOrderIdentifier: 'W9' },
        raisedDate: '2026-03-12T10:00:00Z',
        channel: 'CustomerSelfService',
        job: { description: '', trade: null, ...job },
        statuses: { status: 'In Diagnosis' },
      }) as unknown as WorkOrder;
    const label = (workOrder: WorkOrder) => textOf(asText(duplicateOption(workOrder).label));
    expect(label(draft({ repairReason: 'Bath or shower leaking', repairLocation: 'Bathroom' }))).toBe(
      'Bath or shower leaking (Bathroom)',
    );
    expect(label(draft({ description: '   ', repairReason: 'Bath or shower leaking' }))).toBe('Bath or shower leaking');
    expect(label(draft({ repairLocation: 'Bathroom' }))).toBe('Bathroom: no description yet');
    expect(label(draft({}))).toBe('Repair with no description yet');
    // A message with values, worded when the page shows it, not English words from the effect.
    expect(
      duplicateOption(draft({ repairReason: 'Bath or shower leaking', repairLocation: 'Bathroom' })).label,
    ).toEqual({
      key: 'repairs_list_reason_at_location',
      params: { reason: 'Bath or shower leaking', location: 'Bathroom' },
    });
  });
});
