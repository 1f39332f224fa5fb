import { useId, useState, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { t } from '../shared/i18n';
import { useSession } from '../shared/use-session';
import type { Persona } from '../journey-fixtures';
import { downloadFile } from './download-file';
import { recordingFixture } from './recorder';
import type { RecordingStore } from './recording-store';
import type { StudioApi } from './studio-api';

/**
 * The record mode's bar, fixed at the foot of the window: how many steps are recorded and "Download fixture"
 * (tests/fixtures/<journey>/<journey>-<date>.fixture.json, built by recordFixture). The persona is the signed-in
 * resident's, found by customer id; the tester may choose another.
 */
export function RecordingBar({ store, api, fixed = true }: { store: RecordingStore; api: StudioApi; fixed?: boolean }) {
  const recording = useSyncExternalStore(store.subscribe, store.current, store.current);
  const session = useSession();
  const personas = useSWR('studio-personas', () => api.personas());
  const [chosen, setChosen] = useState<Persona | null>(null);
  const headingId = useId();
  const personaId = useId();
  if (!recording) return null;
  const signedIn = personas.data?.find((p) => p.customerId !== null && p.customerId === session?.customerId)?.key;
  const persona: Persona = chosen ?? signedIn ?? 'alex';
  const made = recordingFixture(recording, persona, personas.data?.find((p) => p.key === persona)?.propertyId ?? null);
  const count = recording.steps.length;

  return (
    <section className={`studio-recording${fixed ? ' studio-recording--fixed' : ''}`} aria-labelledby={headingId}>
      <h2 className="heading-m" id={headingId}>
        {t('studio_recording_heading')}
      </h2>
      <p className="body" role="status">
        {count === 1
          ? t('studio_recording_one_step', { journey: recording.journey ?? '' })
          : t('studio_recording_steps', { n: count, journey: recording.journey ?? t('studio_recording_no_journey') })}
      </p>
      <div className="studio-recording__actions">
        <label className="label" htmlFor={personaId}>
          {t('studio_recording_persona')}
        </label>
        <select
          className="select"
          id={personaId}
          value={persona}
          onChange={(event) => setChosen(event.target.value as Persona)}
        >
          {(personas.data ?? []).map((p) => (
            <option key={p.key} value={p.key}>{`${p.key} (${p.name})`}</option>
          ))}
          {!personas.data && <option value={persona}>{persona}</option>}
        </select>
        <button
          type="button"
          className="button"
          disabled={!made}
          onClick={() => made && downloadFile(made.fileName, `${JSON.stringify(made.fixture, null, 2)}\n`)}
        >
          {t('studio_recording_download')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => store.restart()}>
          {t('studio_recording_restart')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => store.setOn(false)}>
          {t('studio_recording_stop')}
        </button>
      </div>
    </section>
  );
}
