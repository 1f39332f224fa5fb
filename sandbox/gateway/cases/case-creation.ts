import type { Case } from '../../../schemas/generated/gateway.case';
import type { CaseCreate } from '../../../schemas/generated/gateway.case-create';
import type { CaseType } from '../../../schemas/generated/gateway.case-type';
import type { Db } from '../../db/open-database';
import { badRequest, type ErrorItem } from '../errors';
import { assetChainIds, requireOwnCustomer, requireOwnership } from '../ownership';
import { parseStoredBody } from '../representations/stored-body';

const RELATIONS: Record<number, string> = { 1: 'Customer', 2: 'Friend or Family', 3: 'Other' };
const BLOCK_TYPES = new Set(['Block', 'Divided Block']);

interface TenancyRow {
  customer_id: string;
  premises_id: string;
  tenancy_group: string;
  is_active: number;
}

export function readCaseType(db: Db, id: string): CaseType | undefined {
  const body = db
    .prepare("SELECT body FROM reference_data WHERE namespace = 'case-types' AND key = ?")
    .pluck()
    .get(id) as string | undefined;
  return body === undefined ? undefined : parseStoredBody<CaseType>('reference_data', `case-types/${id}`, body);
}

/**
 * Who and where (decision 0029: ids in a body are checked like ids in a path): the customer is the caller, the
 * tenancy theirs and current, the asset its premises (Property, 2) or the block above them (Block, 1). Someone
 * else's customer, tenancy or asset → 403, an unknown one → 404, before anything is stored.
 */
export function requireCaseWhereabouts(db: Db, callerCustomerId: string, body: CaseCreate): { tenancyGroup: string } {
  const { customerIdentifier, tenancyIdentifier, assetIdentifier } = body.identifiers;
  requireOwnCustomer(db, callerCustomerId, customerIdentifier);
  const tenancy = db
    .prepare('SELECT customer_id, premises_id, tenancy_group, is_active FROM tenancies WHERE id = ?')
    .get(tenancyIdentifier) as TenancyRow | undefined;
  requireOwnership({ exists: tenancy !== undefined, owned: tenancy?.customer_id === customerIdentifier });
  const asset = db.prepare('SELECT asset_type FROM assets WHERE id = ?').pluck().get(assetIdentifier) as
    string | undefined;
  const ownPremises = db
    .prepare('SELECT premises_id FROM tenancies WHERE customer_id = ?')
    .pluck()
    .all(customerIdentifier) as string[];
  const ownAssets = new Set(ownPremises.flatMap((premises) => assetChainIds(db, premises)));
  requireOwnership({ exists: asset !== undefined, owned: ownAssets.has(assetIdentifier) });
  const problems: ErrorItem[] = [];
  const { premises_id: premisesId, tenancy_group: tenancyGroup, is_active: active } = tenancy as TenancyRow;
  if (active !== 1)
    problems.push({
      field: '/identifiers/tenancyIdentifier',
      code: 'tenancy-ended',
      message: 'is a tenancy that has ended: a case is raised on a current one',
    });
  const assetTypeId = body.asset.type.assetTypeId;
  const isPremises = assetIdentifier === premisesId;
  const isBlock =
    !isPremises && BLOCK_TYPES.has(asset ?? '') && assetChainIds(db, premisesId).includes(assetIdentifier);
  if (!isPremises && !isBlock) {
    problems.push({
      field: '/identifiers/assetIdentifier',
      code: 'asset-tenancy',
      message: "must be the tenancy's premises or the block they are in",
    });
  } else if ((isPremises && assetTypeId !== 2) || (isBlock && assetTypeId !== 1)) {
    problems.push({
      field: '/asset/type/assetTypeId',
      code: 'asset-type',
      message: `must be ${isPremises ? '2 (Property)' : '1 (Block)'} for this asset`,
    });
  }
  if ((assetTypeId === 1) !== (body.asset.type.assetTypeName === 'Block')) {
    problems.push({
      field: '/asset/type/assetTypeName',
      code: 'asset-type',
      message: 'must be Block with 1 and Property with 2',
    });
  }
  if (problems.length > 0) throw badRequest(problems);
  return { tenancyGroup };
}

/** The type is one residents may raise for this tenancy group, named as the gateway names it. */
export function caseTypeProblems(type: CaseType | undefined, body: CaseCreate, tenancyGroup: string): ErrorItem[] {
  if (type === undefined)
    return [
      {
        field: '/assessmentTypeId',
        code: 'unknown-reference',
        message: 'is not a case type (reference data case-types)',
      },
    ];
  const problems: ErrorItem[] = [];
  if (!type.isVisibleForSelfServe || !type.tenancyGroups.includes(tenancyGroup)) {
    problems.push({
      field: '/assessmentTypeId',
      code: 'not-offered',
      message: `is not a case type residents can raise for a ${tenancyGroup} tenancy`,
    });
  }
  if (body.caseTypeDescription !== type.description) {
    problems.push({
      field: '/caseTypeDescription',
      code: 'mismatch',
      message: `must be the case type's description (${type.description})`,
    });
  }
  return problems;
}

/**
 * Each answer is to one of the type's enabled questions, once, and shaped by the question: one offered option id for
 * Radio and List (an option limited to other tenancy groups is not offered), text for Text. Questions left out are
 * allowed: an answer may skip the questions after it (the journey's data says which).
 */
export function answerProblems(type: CaseType, body: CaseCreate, tenancyGroup: string): ErrorItem[] {
  const seen = new Set<string>();
  return body.additionalInfo.flatMap((answer, i): ErrorItem[] => {
    const at = `/additionalInfo/${i}`;
    if (answer.questionLabel !== undefined) return portalAnswerProblems(answer, at, seen);
    const question = type.additionalInfo.find((q) => q.questionId === answer.questionId && q.isEnabled === 'true');
    if (question === undefined)
      return [
        {
          field: `${at}/questionId`,
          code: 'unknown-question',
          message: `is not an enabled question of case type ${type.id}`,
        },
      ];
    if (seen.has(answer.questionId))
      return [{ field: `${at}/questionId`, code: 'duplicate', message: 'is answered more than once' }];
    seen.add(answer.questionId);
    if (question.type === 'Text') {
      return answer.responseText === null || answer.responseId !== null
        ? [{ field: at, code: 'answer-shape', message: 'answers a Text question: responseText, and responseId null' }]
        : [];
    }
    if (answer.responseId === null || answer.responseText !== null) {
      return [
        {
          field: at,
          code: 'answer-shape',
          message: `answers a ${question.type} question: a one-element responseId list, and responseText null`,
        },
      ];
    }
    const offered = question.options.filter((o) =>
      (o.dependsOnAttributes ?? []).every((a) => a.key !== 'tenancyGroup' || a.value === tenancyGroup),
    );
    return answer.responseId.every((id) => offered.some((o) => o.id === id))
      ? []
      : [
          {
            field: `${at}/responseId`,
            code: 'unknown-option',
            message: `is not an option of question ${question.questionId} offered for this tenancy`,
          },
        ];
  });
}

/** A question the portal's journey asks itself (questionLabel): its words and the answer's words, once per question. */
function portalAnswerProblems(
  answer: CaseCreate['additionalInfo'][number],
  at: string,
  seen: Set<string>,
): ErrorItem[] {
  if (seen.has(answer.questionId))
    return [{ field: `${at}/questionId`, code: 'duplicate', message: 'is answered more than once' }];
  seen.add(answer.questionId);
  return answer.responseText === null || answer.responseId !== null
    ? [
        {
          field: at,
          code: 'answer-shape',
          message: "answers a question of the portal's own (questionLabel): responseText, and responseId null",
        },
      ]
    : [];
}

export function contactProblems(body: CaseCreate): ErrorItem[] {
  const { relationId, relation } = body.contactDetails;
  if (relationId === undefined || RELATIONS[relationId] === relation) return [];
  return [
    {
      field: '/contactDetails/relation',
      code: 'mismatch',
      message: `must be ${RELATIONS[relationId]} with relationId ${relationId}`,
    },
  ];
}

/** "Question - answer" lines, the case detail page splitting each at its first " - ". */
function describeAnswers(type: CaseType, body: CaseCreate): string {
  return body.additionalInfo
    .map((answer) => {
      const question = type.additionalInfo.find((q) => q.questionId === answer.questionId);
      const value = answer.responseText ?? question?.options.find((o) => o.id === answer.responseId?.[0])?.value ?? '';
      return `${answer.questionLabel ?? question?.label ?? answer.questionId} - ${value.replace(/\s+/g, ' ').trim()}`;
    })
    .join('\n');
}

/** Stores a new Active case and answers its identifier and reference (the next CAS- number). */
export function storeCase(db: Db, input: { type: CaseType; body: CaseCreate; id: string; createdDate: string }): Case {
  const { type, body, id, createdDate } = input;
  return db.transaction(() => {
    const highest = db
      .prepare("SELECT MAX(CAST(SUBSTR(reference, 5) AS INTEGER)) FROM cases WHERE reference LIKE 'CAS-%'")
      .pluck()
      .get() as number | null;
    const reference = `CAS-${(highest ?? 104_200) + 1}`;
    const stored: Case = {
      id,
      caseReferenceNumber: reference,
      caseTypeId: type.id,
      caseTypeDescription: type.description,
      subType: type.subType,
      subTypeCategory: type.subTypeCategory,
      assignee: body.assignee,
      assigneeType: body.assigneeType,
      createdDate,
      status: 'Active',
      identifiers: { caseIdentifier: id, ...body.identifiers },
      description: describeAnswers(type, body),
    };
    db.prepare(
      'INSERT INTO cases (id, reference, customer_id, asset_id, status, created_date, body) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      id,
      reference,
      body.identifiers.customerIdentifier,
      body.identifiers.assetIdentifier,
      'Active',
      createdDate,
      JSON.stringify(stored),
    );
    return stored;
  })();
}
