import type { Journey } from '../engine';
import { editableValues } from './context-values';
import { readPreviewState, type JourneyNames, type PreviewSettings, type PreviewStateInput } from './preview-state';
import type { StudioSituation } from './studio-api';

/** A situation from the studio server as the preview's own controls hold it, so the analyst sees and can change it. */
export interface SituationControls {
  /** The state form's boxes: answers and effect results as JSON (their shapes shown), the fixture's clock. */
  readonly input: PreviewStateInput;
  readonly settings: PreviewSettings;
  /** The context values the preview lets the analyst change (toggles, the phone on file), as the fixture had them. */
  readonly overrides: Readonly<Record<string, boolean | string>>;
}

/** null when the situation does not read as the state form would accept it (a name the journey lost since). */
export function situationControls(
  journey: Journey,
  names: JourneyNames,
  situation: StudioSituation,
): SituationControls | null {
  const input: PreviewStateInput = {
    answers: JSON.stringify(situation.answers, null, 2),
    effects: JSON.stringify(situation.effects, null, 2),
    failing: '',
    clock: situation.clock,
  };
  const read = readPreviewState(input, names);
  if (!read.ok) return null;
  const overrides = Object.fromEntries(
    editableValues(journey, situation.context).map((entry) => [entry.path, entry.value]),
  );
  return { input, settings: read.settings, overrides };
}
