import type { CaseCreate, CaseCreated } from '../../gateway';
import { confirmWrite } from '../confirm-write';
import { EffectInputError } from '../errors';
import { readOneOf, readText, type EffectInput } from '../effect-input';
import type { Effect } from '../types';
import { readChosenType } from './chosen-type';
import { caseAnswers, caseAsset, RELATIONS, type RelationId } from './creation-payload';
import { CaseBlockUnknownError } from './errors';
import { journeyAnswers } from './journey-answers';
import { tenancyOfProperty } from './load-types';
import { caseOperationKey } from './operation-key';

// Asset types the gateway counts as a block (the case is raised on the block above the premises).
const BLOCK_ASSET_TYPES = new Set(['Block', 'Divided Block']);

function readTeam(input: EffectInput): { owningTeam: string; owningTeamCategory: string } {
  const team = input.team as { owningTeam?: unknown; owningTeamCategory?: unknown } | null | undefined;
  if (typeof team?.owningTeam !== 'string' || typeof team.owningTeamCategory !== 'string') {
    throw new EffectInputError('team', "the result of 'case.determineTeam'");
  }
  return { owningTeam: team.owningTeam, owningTeamCategory: team.owningTeamCategory };
}

/**
 * 'case.create': creates the case (POST /cases) with the creation payload of portal.md §3 — the chosen type, the
 * owning team, the resident, tenancy and asset (the premises, or the block above them for a Block type), the contact
 * and the answers on the resident's path, the type's and the journey's own — under an operation key derived from it
 * (one case per submission). When no answer says whether it was created, the same call checks (confirmWrite); still
 * unknown, OutcomeUnknownError.
 */
export const createCase: Effect<EffectInput, CaseCreated> = async (input, environment) => {
  const type = readChosenType(input);
  const team = readTeam(input);
  const premisesId = readText(input, 'premisesId');
  const relationId = Number(readOneOf(input, 'relationId', ['1', '2', '3'])) as RelationId;
  const answers = (input.answers ?? {}) as Readonly<Record<string, unknown>>;
  const { gateway, customerId, signal } = environment;
  const isBlock = type.assetType === 'Block';
  let assetIdentifier = premisesId;
  if (isBlock) {
    const block = (await gateway.getAssetHierarchy(premisesId)).find((asset) =>
      BLOCK_ASSET_TYPES.has(asset.assetType ?? ''),
    );
    if (!block) throw new CaseBlockUnknownError(premisesId);
    assetIdentifier = block.id;
  }
  const where = caseAsset(assetIdentifier, isBlock);
  const body: CaseCreate = {
    assessmentTypeId: type.id,
    caseTypeDescription: type.description,
    assignee: team.owningTeam,
    assigneeType: team.owningTeamCategory,
    identifiers: {
      assetIdentifier: where.assetIdentifier,
      customerIdentifier: customerId,
      tenancyIdentifier: tenancyOfProperty(input, premisesId),
    },
    contactDetails: {
      phoneNumber: readText(input, 'phoneNumber').trim(),
      name: readText(input, 'name').trim(),
      relationId,
      relation: RELATIONS[relationId],
    },
    // The type's questions, then the journey's own (rules/case-journey-answers.json).
    additionalInfo: [...caseAnswers(type.questions, answers), ...journeyAnswers(answers, environment.describe)],
    asset: where.asset,
  };
  const key = await caseOperationKey(customerId, body);
  // A creation slower than the API time-out may still go through: it is checked under the same key, never sent anew.
  return confirmWrite('case creation', (check) => gateway.createCase(body, key, check), signal);
};
