import type { Answers, Journey } from '../engine';
import { nearestName } from '../engine/lint/near-names';

/** What the analyst typed into the preview's state form. */
export interface PreviewStateInput {
  /** A JSON object of answers by field id, e.g. {"repairAsset": "Communal"}. */
  readonly answers: string;
  /** A JSON object of effect results by their storeAs name, e.g. {"eligibility": {"eligibilityCode": "E21"}}. */
  readonly effects: string;
  /** Effect names, separated by commas, that fail in the preview, so their onError applies. */
  readonly failing: string;
  /** The gateway's date and time (ISO 8601 with its offset), or empty for now. */
  readonly clock: string;
}

export const EMPTY_PREVIEW_INPUT: PreviewStateInput = { answers: '', effects: '', failing: '', clock: '' };

/** The preview state the input describes. */
export interface PreviewSettings {
  readonly answers: Answers;
  readonly effects: Readonly<Record<string, unknown>>;
  readonly failing: readonly string[];
  readonly clock: string | null;
}

export type PreviewStateField = keyof PreviewStateInput;

/** A mistake in the state form: a message code of locales/en/studio.json with its parameters. */
export interface PreviewStateError {
  readonly field: PreviewStateField;
  readonly code: string;
  readonly params?: Readonly<Record<string, string>>;
}

export type PreviewStateResult =
  | { readonly ok: true; readonly settings: PreviewSettings }
  | { readonly ok: false; readonly errors: readonly PreviewStateError[] };

/** The names a journey gives its fields, its stored effect results and its effects, found anywhere in the document. */
export interface JourneyNames {
  readonly fields: ReadonlySet<string>;
  readonly results: ReadonlySet<string>;
  readonly effects: ReadonlySet<string>;
  /** Pages generated from data have field ids only the data knows: answers are then not checked by name. */
  readonly generatesFields: boolean;
}

export function journeyNames(journey: Journey): JourneyNames {
  const fields = new Set<string>();
  const results = new Set<string>();
  const effects = new Set<string>();
  let generatesFields = false;
  const visit = (node: unknown, key: string | null): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, key);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (key === 'fields' && typeof record.id === 'string') fields.add(record.id);
    if (typeof record.effect === 'string') {
      effects.add(record.effect);
      if (typeof record.storeAs === 'string') results.add(record.storeAs);
    }
    if (key === 'steps' && record.generate !== undefined) generatesFields = true;
    for (const [childKey, child] of Object.entries(record)) visit(child, childKey);
  };
  visit(journey, null);
  // Most effects declare where their result is kept once, in the journey's effects (name → storeAs).
  for (const [name, declaration] of Object.entries(journey.effects ?? {})) {
    effects.add(name);
    const storeAs = (declaration as { storeAs?: unknown }).storeAs;
    if (typeof storeAs === 'string') results.add(storeAs);
  }
  // An entry's address parameters are kept as effects.entry (docs/journeys.md, "Starting a journey from another page").
  if (journey.entry !== undefined) results.add('entry');
  return { fields, results, effects, generatesFields };
}

// ISO 8601 with seconds optional and an explicit offset: a clock without one would mean different times to the
// analyst's browser and to the sandbox.
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function readObject(
  text: string,
  field: PreviewStateField,
  errors: PreviewStateError[],
): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    errors.push({
      field,
      code: 'studio_state_not_json',
      params: { reason: error instanceof Error ? error.message : String(error) },
    });
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    errors.push({ field, code: 'studio_state_not_object' });
    return null;
  }
  return value as Record<string, unknown>;
}

/** The message for a name the journey does not have: listing its names, or naming the near one meant. */
interface UnknownNameCodes {
  readonly listing: string;
  readonly near: string;
}

const UNKNOWN_FIELD: UnknownNameCodes = {
  listing: 'studio_state_unknown_field',
  near: 'studio_state_unknown_field_near',
};
const UNKNOWN_RESULT: UnknownNameCodes = {
  listing: 'studio_state_unknown_result',
  near: 'studio_state_unknown_result_near',
};
const UNKNOWN_EFFECT: UnknownNameCodes = {
  listing: 'studio_state_unknown_effect',
  near: 'studio_state_unknown_effect_near',
};

function checkNames(
  names: Iterable<string>,
  known: ReadonlySet<string>,
  field: PreviewStateField,
  codes: UnknownNameCodes,
  errors: PreviewStateError[],
): void {
  for (const name of names) {
    if (known.has(name)) continue;
    const near = nearestName(name, known);
    errors.push({
      field,
      code: near === null ? codes.listing : codes.near,
      params: { name, near: near ?? '', known: [...known].sort().join(', ') },
    });
  }
}

/**
 * Reads the analyst's preview state. Every name is checked against the journey: an answer to a field it does not
 * have, or a result it never stores, would change nothing and say nothing, which is the mistake the studio is for.
 */
export function readPreviewState(input: PreviewStateInput, names: JourneyNames): PreviewStateResult {
  const errors: PreviewStateError[] = [];
  const answers = readObject(input.answers, 'answers', errors);
  if (answers && !names.generatesFields)
    checkNames(Object.keys(answers), names.fields, 'answers', UNKNOWN_FIELD, errors);
  const effects = readObject(input.effects, 'effects', errors);
  if (effects) checkNames(Object.keys(effects), names.results, 'effects', UNKNOWN_RESULT, errors);
  const failing = input.failing
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  checkNames(failing, names.effects, 'failing', UNKNOWN_EFFECT, errors);
  const clock = input.clock.trim();
  if (clock !== '' && (!ISO_WITH_OFFSET.test(clock) || Number.isNaN(Date.parse(clock))))
    errors.push({ field: 'clock', code: 'studio_state_clock_invalid' });
  if (errors.length > 0 || !answers || !effects) return { ok: false, errors };
  return {
    ok: true,
    settings: { answers, effects, failing, clock: clock === '' ? null : new Date(clock).toISOString() },
  };
}
