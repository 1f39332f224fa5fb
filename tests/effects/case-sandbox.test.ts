import { describe, expect, it } from 'vitest';
import { CASE_TYPES } from '../../sandbox/db/seed/case-types';
import { PERSONAS } from '../../sandbox/db/seed/personas';
import type { EffectEnvironment } from '../../src/effects';
import { chooseCaseType } from '../../src/effects/cases/choose-type';
import { createCase } from '../../src/effects/cases/create-case';
import { answerFieldOf } from '../../src/effects/cases/creation-payload';
import { determineCaseTeam } from '../../src/effects/cases/determine-team';
import { loadCaseTypes } from '../../src/effects/cases/load-types';
import { sandboxEnvironment } from './support/sandbox-environment';

// The case effects through the real gateway client against the in-process sandbox and its seed: every case type a
// resident may raise can be raised (issue 17), by a resident whose tenancy group it is offered to.
const NOW = new Date('2026-11-23T10:00:00Z');
const RESIDENTS = [
  {
    persona: PERSONAS.alex,
    premisesId: PERSONAS.alex.propertyId,
    tenancyId: PERSONAS.alex.tenancyId,
    group: 'General Needs',
    type: 'Social',
  },
  {
    persona: PERSONAS.bea,
    premisesId: PERSONAS.bea.shop.propertyId,
    tenancyId: PERSONAS.bea.shop.tenancyId,
    group: 'Commercial',
    type: 'Commercial',
  },
  {
    persona: PERSONAS.chris,
    premisesId: PERSONAS.chris.propertyId,
    tenancyId: PERSONAS.chris.tenancyId,
    group: 'Leasehold',
    type: 'Leasehold',
  },
];

const environmentOf = (persona: { userId: string; customerId: string }): EffectEnvironment =>
  sandboxEnvironment(persona, NOW).env;

describe('every seeded case type a resident may raise can be raised', () => {
  const offered = CASE_TYPES.filter((type) => type.isVisibleForSelfServe);

  it.each(offered.map((type) => [type.id, type.description] as const))('%s %s', async (caseTypeId) => {
    const type = CASE_TYPES.find((t) => t.id === caseTypeId)!;
    const resident = RESIDENTS.find((r) => type.tenancyGroups.includes(r.group))!;
    const env = environmentOf(resident.persona);
    const properties = [{ id: resident.premisesId, tenancyId: resident.tenancyId }];
    const loaded = await loadCaseTypes({ premisesId: resident.premisesId, properties }, env);
    expect(loaded.types.map((t) => t.id)).toContain(caseTypeId);
    const chosen = await chooseCaseType({ caseTypeId, tenancyGroup: loaded.tenancyGroup }, env);
    const team = await determineCaseTeam(
      {
        caseType: chosen,
        premisesId: resident.premisesId,
        properties,
        tenancies: [{ id: resident.tenancyId, type: resident.type }],
      },
      env,
    );
    // Every question answered: its first option offered, or a line of text.
    const answers = Object.fromEntries(
      chosen.questions.map((q) => [
        answerFieldOf(q.questionId),
        q.type === 'Text' ? 'Details for the team' : q.options[0]?.id,
      ]),
    );
    const input = {
      caseType: chosen,
      team,
      premisesId: resident.premisesId,
      properties,
      answers,
      phoneNumber: '07700900555',
      name: 'Sam Jones',
      relationId: '2',
    };
    const created = await createCase(input, env);
    expect(created.caseIdentifier).not.toBe('');
    // Sent again (a second press, a reload), the same case comes back: one submission, one case.
    expect((await createCase(input, env)).caseIdentifier).toBe(created.caseIdentifier);
  });

  it('does not offer a staff-only type, nor one of another tenancy group', async () => {
    const env = environmentOf(PERSONAS.alex);
    const loaded = await loadCaseTypes(
      {
        premisesId: PERSONAS.alex.propertyId,
        properties: [{ id: PERSONAS.alex.propertyId, tenancyId: PERSONAS.alex.tenancyId }],
      },
      env,
    );
    expect(loaded.types.map((t) => t.id)).not.toContain('CT005');
    expect(loaded.types.map((t) => t.id)).not.toContain('CT004');
    await expect(chooseCaseType({ caseTypeId: 'CT005', tenancyGroup: loaded.tenancyGroup }, env)).rejects.toThrow(
      'not offered',
    );
  });
});
