import type { RecordedCall } from '../journey-fixtures';
import type { SessionEvent } from '../journey/session';
import { addCall, observe, startRecording, type Recording } from './recorder';

/** sessionStorage keys: the "Record this journey" switch and the recording (logout clears both). */
export const RECORD_FLAG_KEY = 'portal.studio.record';
export const RECORDING_KEY = 'portal.studio.recording';

/** The record mode's state, kept in sessionStorage so a reload or a full page load loses nothing. */
export interface RecordingStore {
  isOn(): boolean;
  /** Switches recording on (a fresh recording) or off (the recording is dropped). */
  setOn(on: boolean): void;
  /** The recording so far; the same object until something changes (for useSyncExternalStore). */
  current(): Recording | null;
  observe(event: SessionEvent): void;
  addCall(call: RecordedCall): void;
  /** Starts the recording again, keeping recording on and the journey being recorded. */
  restart(): void;
  subscribe(listener: () => void): () => void;
}

function read(storage: Storage): Recording | null {
  try {
    const value = JSON.parse(storage.getItem(RECORDING_KEY) ?? 'null') as Recording | null;
    return value && Array.isArray(value.steps) ? value : null;
  } catch {
    return null;
  }
}

export function createRecordingStore(storage: Storage, now: () => Date): RecordingStore {
  let on = storage.getItem(RECORD_FLAG_KEY) === '1';
  let recording = on ? (read(storage) ?? startRecording(now())) : null;
  const listeners = new Set<() => void>();
  const publish = (next: Recording | null) => {
    recording = next;
    if (next) storage.setItem(RECORDING_KEY, JSON.stringify(next));
    else storage.removeItem(RECORDING_KEY);
    listeners.forEach((listener) => listener());
  };
  return {
    isOn: () => on,
    setOn(next) {
      if (next === on) return;
      on = next;
      if (next) storage.setItem(RECORD_FLAG_KEY, '1');
      else storage.removeItem(RECORD_FLAG_KEY);
      publish(next ? startRecording(now()) : null);
    },
    current: () => recording,
    observe(event) {
      if (recording) publish(observe(recording, event));
    },
    addCall(call) {
      if (!recording) return;
      const next = addCall(recording, call);
      if (next !== recording) publish(next);
    },
    restart() {
      // The journey stays named: the tester presses Start again on its first page to record it afresh from there.
      if (on) publish({ ...startRecording(now()), journey: recording?.journey ?? null });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: RecordingStore | null = null;

/** The browser's one store (created on first use, development builds only). */
export function recordingStore(): RecordingStore {
  shared ??= createRecordingStore(window.sessionStorage, () => new Date());
  return shared;
}
