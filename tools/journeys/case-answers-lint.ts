// The case journey's answers table (rules/case-journey-answers.json, schemas/rules/case-journey-answers.schema.json)
// is a rule file of its own shape: the rules lint hands it here, which reads the journey's fields and runs the pure
// checks of src/engine/lint/case-journey-answers.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseJourneyAnswersTable } from '../../schemas/generated/rules.case-journey-answers';
import { lintCaseJourneyAnswers, type AnsweredField } from '../../src/engine/lint/case-journey-answers';
import type { RuleProblem } from '../../src/engine/lint/lint-rule';
import { createSchemaValidator } from './schema-validator';

/** The schema a rule file names that makes it a case journey answers table. */
export const CASE_JOURNEY_ANSWERS_SCHEMA = 'rules/case-journey-answers.schema.json';

/** Whether a rule file is a case journey answers table (its $schema names the table's schema). */
export const isCaseJourneyAnswersTable = (json: unknown): boolean =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as { $schema?: unknown }).$schema === 'string' &&
  (json as { $schema: string }).$schema.endsWith(`schemas/${CASE_JOURNEY_ANSWERS_SCHEMA}`);

interface FieldJson {
  id?: unknown;
  schema?: { type?: unknown };
  options?: Array<{ value?: unknown }>;
}
interface JourneyJson {
  steps?: Array<{ include?: string; fields?: FieldJson[] }>;
}

/** A journey's fields (its included journeys' too), each a choice (its option values as text, yes/no) or a text. */
function journeyFields(
  root: string,
  id: string,
  seen: ReadonlySet<string> = new Set(),
): Record<string, AnsweredField> | undefined {
  const path = join(root, 'journeys', `${id}.json`);
  if (seen.has(id) || !existsSync(path)) return undefined;
  let journey: JourneyJson;
  try {
    journey = JSON.parse(readFileSync(path, 'utf8')) as JourneyJson;
  } catch {
    return undefined;
  }
  const fields: Record<string, AnsweredField> = {};
  for (const step of journey.steps ?? []) {
    if (step.include) Object.assign(fields, journeyFields(root, step.include, new Set([...seen, id])) ?? {});
    for (const field of step.fields ?? []) {
      if (typeof field.id !== 'string') continue;
      const choices = field.options
        ? field.options.map((o) => String(o.value))
        : field.schema?.type === 'boolean'
          ? ['true', 'false']
          : undefined;
      fields[field.id] = choices ? { choices } : {};
    }
  }
  return fields;
}

/** Checks a table: its own schema first (a file that does not match gets no further checks), then its semantics. */
export function lintCaseJourneyAnswersFile(
  root: string,
  json: unknown,
  messageKeys: readonly string[] | undefined,
): RuleProblem[] {
  const schemaProblems = createSchemaValidator(root, CASE_JOURNEY_ANSWERS_SCHEMA, 'The table')(json);
  if (schemaProblems.length > 0)
    return schemaProblems.map((p) => ({
      code: 'RULE_SCHEMA',
      severity: 'error',
      pointer: p.pointer,
      message: p.message,
    }));
  const table = json as CaseJourneyAnswersTable;
  const fields = journeyFields(root, table.journey);
  return lintCaseJourneyAnswers(table, {
    ...(messageKeys ? { messageKeys: new Set(messageKeys) } : {}),
    ...(fields ? { journeyFields: fields } : {}),
  });
}
