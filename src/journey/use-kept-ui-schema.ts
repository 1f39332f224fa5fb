import { deepEquals, type UiSchema } from '@rjsf/utils';
import { useRef } from 'react';

/**
 * The step's uiSchema with each field's entry the very object of the last render while it says the same (functions
 * count as the same: the callbacks buildUiSchema puts there reach the page's latest handlers), and the whole uiSchema
 * the same object while every entry is. RJSF then finds a field it need not redraw by reference, so a key typed in the
 * description redraws the description's widget, not every field and message of the step (issue 29).
 */
export function useKeptUiSchema(uiSchema: UiSchema): UiSchema {
  const kept = useRef<UiSchema | null>(null);
  const previous = kept.current;
  if (previous === null) {
    kept.current = uiSchema;
    return uiSchema;
  }
  const keys = Object.keys(uiSchema);
  let same = keys.length === Object.keys(previous).length;
  const next: UiSchema = {};
  for (const key of keys) {
    const entry: unknown = uiSchema[key];
    const before: unknown = previous[key];
    const unchanged = key in previous && deepEquals(before, entry);
    next[key] = unchanged ? before : entry;
    same = same && unchanged;
  }
  if (same) return previous;
  kept.current = next;
  return next;
}
