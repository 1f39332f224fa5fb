import type { ExpectedCall, StepExpectation } from '../../src/journey-fixtures/types';
import { SEQUENCE_ID_PREFIX } from '../../tools/fixtures/fixture-sandbox';
import type { WalkDocuments, WidgetCallOutcome } from './widget-calls';

const isUpload = (call: ExpectedCall): boolean =>
  call.method.toUpperCase() === 'POST' && /\/documents\/?$/.test(call.path);

/** A value with every fixture document identifier swapped for the browser's identifier of the same file. */
function translate<T>(value: T, identifiers: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (identifiers.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => translate(item, identifiers)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, translate(inner, identifiers)])) as T;
  return value;
}

/**
 * A path with the browser's document ids in, and any other id the headless gateway made read as ":made" (any one
 * segment).
 */
const translatePath = (path: string, identifiers: ReadonlyMap<string, string>): string =>
  path
    .split('/')
    .map((segment) => identifiers.get(segment) ?? (segment.startsWith(SEQUENCE_ID_PREFIX) ? ':made' : segment))
    .join('/');

function withoutMedia(call: ExpectedCall): ExpectedCall {
  if (!call.body || typeof call.body !== 'object' || Array.isArray(call.body)) return call;
  const { Media: _bytes, ...rest } = call.body as Record<string, unknown>;
  return { ...call, body: rest };
}

/**
 * What a fixture step expects, as the browser can show it. The fixture was recorded headless, where a widget call
 * goes straight to the gateway; in the browser the media uploader stands between:
 * - a file the uploader refuses itself (type, size, count) never reaches the gateway: its expected upload call is
 *   not looked for (its message is still judged, by the call's expectError);
 * - a photo is compressed before it is sent (PERF-08): its bytes are not compared;
 * - the browser's sandbox gives documents its own identifiers: the fixture's are read as the same files';
 * - any other id the gateway made (a draft's) is random in the browser: in a path it stands for any id.
 * The k-th expected upload call of the step belongs to its k-th upload widget call.
 */
export function browserExpectation(
  expected: StepExpectation,
  outcomes: readonly WidgetCallOutcome[],
  documents: WalkDocuments,
): StepExpectation {
  if (!expected.calls) return expected;
  const uploads = outcomes.filter((outcome) => outcome.call === 'upload');
  let upload = 0;
  const calls: ExpectedCall[] = [];
  for (const call of expected.calls) {
    let adapted: ExpectedCall = {
      ...call,
      path: translatePath(call.path, documents.fixtureToBrowser),
      ...(call.body === undefined ? {} : { body: translate(call.body, documents.fixtureToBrowser) }),
    };
    if (isUpload(call)) {
      const outcome = uploads[upload];
      upload += 1;
      if (outcome && !outcome.reachedGateway) continue;
      if (outcome?.compressed) adapted = withoutMedia(adapted);
    }
    calls.push(adapted);
  }
  return { ...expected, calls };
}
