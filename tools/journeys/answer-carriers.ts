// Which answers an effect's input carries when a journey gives it all of them: the `carriesAnswers` of its schema in
// schemas/effects/ (the generated pages' answers, a rules table's rows), read for JOURNEY_ANSWER_SENT_NOWHERE.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerCarriers } from '../../src/engine/lint/unsent-answers';
import { effectNameOfFile } from './project';

interface CarrierDeclaration {
  input?: unknown;
  generated?: unknown;
  table?: unknown;
}

/** A table's answers (rules/<name>.json, answers[].answer); none when the root has no such table. */
function tableAnswers(root: string, table: unknown): string[] {
  if (typeof table !== 'string' || !existsSync(join(root, table))) return [];
  const json = JSON.parse(readFileSync(join(root, table), 'utf8')) as { answers?: Array<{ answer?: unknown }> };
  return (json.answers ?? []).flatMap((row) => (typeof row.answer === 'string' ? [row.answer] : []));
}

/** Every effect's answer-carrying input, by effect name. A schema that cannot be read is loadEffectInputs' problem. */
export function loadAnswerCarriers(root: string): AnswerCarriers {
  const dir = join(root, 'schemas', 'effects');
  if (!existsSync(dir)) return {};
  const carriers: Record<string, AnswerCarriers[string]> = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.input.schema.json'))) {
    let declared: CarrierDeclaration | undefined;
    try {
      declared = (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { carriesAnswers?: CarrierDeclaration })
        .carriesAnswers;
    } catch {
      continue;
    }
    if (typeof declared?.input !== 'string') continue;
    carriers[effectNameOfFile(name)] = {
      input: declared.input,
      generated: declared.generated === true,
      answers: tableAnswers(root, declared.table),
    };
  }
  return carriers;
}
