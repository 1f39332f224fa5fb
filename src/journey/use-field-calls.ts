import { useRef } from 'react';
import type { Answers, Field } from '../engine';
import type { StepHost } from './step-host';

/**
 * What a widget receives for each of its field's `calls`: resolves with the effect's result, rejects with its error.
 */
export type WidgetCall = (argument: unknown) => Promise<unknown>;

/**
 * The functions a step's widgets call (a field's `calls`, e.g. upload and remove a photo), one per field and call
 * name, the same function on every render so a widget may keep it. Each is the session's callField with the page's
 * latest values; a failure rejects with the error whose `code` tells the widget which message to show.
 */
export function useFieldCalls(host: StepHost, values: Answers): (field: Field) => Readonly<Record<string, WidgetCall>> {
  const latest = useRef({ host, values });
  latest.current = { host, values };
  const made = useRef(new Map<string, WidgetCall>());

  const callOf = (fieldId: string, name: string): WidgetCall => {
    const key = JSON.stringify([fieldId, name]);
    const existing = made.current.get(key);
    if (existing) return existing;
    const call: WidgetCall = async (argument) => {
      const { host: current, values: typed } = latest.current;
      const outcome = await current.callField(fieldId, name, argument, typed);
      if (outcome.ok) return outcome.result;
      throw outcome.error;
    };
    made.current.set(key, call);
    return call;
  };

  return (field) => Object.fromEntries(Object.keys(field.calls ?? {}).map((name) => [name, callOf(field.id, name)]));
}
