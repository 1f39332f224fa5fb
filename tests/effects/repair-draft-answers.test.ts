import { describe, expect, it } from 'vitest';
import { EffectInputError } from '../../src/effects';
import { draftFields } from '../../src/effects/repairs/draft-fields';
import { nationalPhoneNumber } from '../../src/effects/repairs/reporter-fields';
import { saveRepairDraft } from '../../src/effects/repairs/save-draft';
import { uploadRepairDocument } from '../../src/effects/repairs/upload-document';
import { alexDraft, sandboxEnvironment } from './support/sandbox-environment';

// The later steps' answers saved on the draft (vandalism, vulnerability, contact, media), read back from the sandbox
// as the repair's detail and the staff who call the resident would see them.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('repair.saveDraft with the later answers', () => {
  it('records vandalism as cause 4 with the crime reference, and clears the reference when the answer becomes No', async () => {
    const { env, gateway } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    const vandalised = await saveRepairDraft(
      { workOrderId: draft.id, eTag: draft.eTag, isVandalism: true, crimeReferenceNumber: ' CR/1234/26 ' },
      env,
    );
    expect(await gateway.getWorkOrder(draft.id)).toMatchObject({
      isVandalism: true,
      repairCause: 'Vandalism or Damage',
      repairCauseId: 4,
      crimeReferenceNumber: 'CR/1234/26',
    });

    const notVandalised = await saveRepairDraft(
      { workOrderId: draft.id, eTag: vandalised.eTag, isVandalism: false, crimeReferenceNumber: null },
      env,
    );
    const stored = await gateway.getWorkOrder(draft.id);
    expect(stored).toMatchObject({
      isVandalism: false,
      repairCause: 'General Wear and Tear',
      repairCauseId: 1,
      eTag: notVandalised.eTag,
    });
    expect(stored.crimeReferenceNumber ?? '').toBe('');
  });

  it("sends a crime reference of 'No' as no reference", () => {
    expect(draftFields({ isVandalism: true, crimeReferenceNumber: 'no' })).toMatchObject({
      crimeReferenceNumber: '',
      repairCauseId: 4,
    });
    // A cause the journey states itself is kept.
    expect(draftFields({ isVandalism: true, repairCause: 'Vandalism or Damage', repairCauseId: 4 })).toMatchObject({
      repairCauseId: 4,
      crimeReferenceNumber: '',
    });
  });

  it('keeps what a vulnerable resident told us, and drops it when the answer becomes No', async () => {
    const { env, gateway } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    const yes = await saveRepairDraft(
      { workOrderId: draft.id, eTag: draft.eTag, isVulnerable: true, vulnerableResponseText: ' I use a wheelchair. ' },
      env,
    );
    expect((await gateway.getWorkOrder(draft.id)).vulnerability).toEqual({
      isVulnerable: true,
      VulnerableResponseText: 'I use a wheelchair.',
    });
    await saveRepairDraft(
      { workOrderId: draft.id, eTag: yes.eTag, isVulnerable: false, vulnerableResponseText: 'I use a wheelchair.' },
      env,
    );
    expect((await gateway.getWorkOrder(draft.id)).vulnerability).toEqual({
      isVulnerable: false,
      VulnerableResponseText: '',
    });
  });

  it('records a friend to call as the reporter, with the relationship id the gateway knows', async () => {
    const { env, gateway } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    await saveRepairDraft(
      {
        workOrderId: draft.id,
        eTag: draft.eTag,
        contactNumber: '07700 900999',
        contactName: ' Sam ',
        relationship: 'Friend or Family',
      },
      env,
    );
    const stored = await gateway.getWorkOrder(draft.id);
    expect(stored).toMatchObject({ reportedBy: 'Friend or Family', reportedById: 2, reporterToBeContacted: true });
    expect(stored.reporterContactDetails).toMatchObject({
      name: { givenName: 'Sam' },
      contactNumber: '07700900999',
      relationship: 'Friend or Family',
      relationshipId: 2,
    });
  });

  it('records the number on file as the customer’s own, with Other as id 5', () => {
    expect(
      draftFields({ contactNumber: '+44 7700 900101', contactName: 'Alex Morgan', relationship: 'Customer' }),
    ).toMatchObject({
      reportedBy: 'Customer',
      reportedById: 1,
      reporterContactDetails: { contactNumber: '07700900101', relationshipId: 1 },
    });
    expect(draftFields({ contactNumber: '02079460101', relationship: 'Other' })).toMatchObject({ reportedById: 5 });
    expect(draftFields({ contactNumber: null, contactName: null, relationship: null })).toEqual({});
  });

  it('refuses a number that is not 11 digits starting with 0, and a relationship the portal does not offer', () => {
    expect(nationalPhoneNumber('0770090010')).toBeUndefined();
    expect(() => draftFields({ contactNumber: '12345678901' })).toThrow(EffectInputError);
    expect(() => draftFields({ contactNumber: '07700900101', relationship: 'Member of staff' })).toThrow(
      EffectInputError,
    );
  });

  it("lists the media answer's documents on the draft, and an empty answer clears them", async () => {
    const { env, gateway } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    const { documentIdentifier } = await uploadRepairDocument(
      { workOrderId: draft.id, name: 'tap.png', type: 'image/png', base64: PNG },
      env,
    );
    const media = [{ documentIdentifier, fileName: 'tap.png', contentType: 'image/png', size: 70 }];
    const withMedia = await saveRepairDraft({ workOrderId: draft.id, eTag: draft.eTag, documents: media }, env);
    expect((await gateway.getWorkOrder(draft.id)).documents).toEqual({ documentIdentifiers: [documentIdentifier] });
    await saveRepairDraft({ workOrderId: draft.id, eTag: withMedia.eTag, documents: [] }, env);
    expect((await gateway.getWorkOrder(draft.id)).documents).toEqual({ documentIdentifiers: [] });
    expect(() => draftFields({ documents: [{ fileName: 'x.png' }] })).toThrow(EffectInputError);
  });

  it('records covid self-isolation and damp and mould as flags', async () => {
    const { env, gateway } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    await saveRepairDraft(
      { workOrderId: draft.id, eTag: draft.eTag, isCovidSelfIsolated: false, isDampAndMould: true },
      env,
    );
    expect(await gateway.getWorkOrder(draft.id)).toMatchObject({ isCovidSelfIsolated: false, isDampAndMould: true });
  });

  it('is reported through Customer Self-Serve (reporting method 4) from creation', async () => {
    const { env, gateway } = sandboxEnvironment();
    const { draft } = await alexDraft(env, '1');
    expect(await gateway.getWorkOrder(draft.id)).toMatchObject({ reportingMethodId: 4 });
  });
});
