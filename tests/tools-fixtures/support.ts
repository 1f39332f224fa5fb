import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import journeySchema from '../../schemas/journey.schema.json';
import { loadJourney, type LoadedJourney } from '../../src/engine';
import { pathMatches, type Fault, type ReplayDeps, type RecordedCall } from '../../src/journey-fixtures';
import { createSchemaCheck } from '../../tools/fixtures/schema-check';

/** The replayer's own test journey (tests/tools-fixtures/journeys/mini.journey.json). */
export function miniJourney(): LoadedJourney {
  const json: unknown = JSON.parse(readFileSync(join(import.meta.dirname, 'journeys', 'mini.journey.json'), 'utf8'));
  const result = loadJourney(json, { validateSchema: createSchemaCheck(journeySchema) });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.journey;
}

/**
 * Replay dependencies over a pretend gateway: each effect is one POST /mini/<effect> with its input as the body,
 * answered with { ok: <effect> }; an armed fault on that path makes it fail instead.
 */
export function fakeGateway(
  journey: LoadedJourney,
  context: Record<string, unknown> = { customer: { name: 'Alex Morgan' } },
): ReplayDeps & { all: RecordedCall[] } {
  let pending: RecordedCall[] = [];
  const all: RecordedCall[] = [];
  const faults: Fault[] = [];
  return {
    journey,
    context,
    all,
    async runEffect(request) {
      const call = { method: 'POST', path: `/mini/${request.effect}`, body: request.input };
      pending.push(call);
      all.push(call);
      const fault = faults.findIndex((f) => f.method === 'POST' && pathMatches(f.path, call.path));
      if (fault !== -1) {
        faults.splice(fault, 1);
        return { ok: false, error: new Error('500') };
      }
      return { ok: true, result: { ok: request.effect } };
    },
    takeCalls() {
      const taken = pending;
      pending = [];
      return taken;
    },
    async armFault(fault) {
      faults.push(fault);
    },
  };
}
