import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { t } from '../shared/i18n';
import { useDocumentTitle } from '../shared/use-document-title';
import type { JourneyRuntime } from '../journey/journey-runtime';
import { JourneyGraph } from './journey-graph';
import { LintResults } from './lint-results';
import { RecordingBar } from './recording-bar';
import type { RecordingStore } from './recording-store';
import { StepPreview } from './step-preview';
import { Answered, StudioCheckbox, StudioSection } from './studio-parts';
import type { StudioApi } from './studio-api';
import '../../widgets/widgets.css';
import '../journey/journey.css';
import './studio.css';

export interface StudioPageProps {
  readonly api: StudioApi;
  /** Ids of journeys/*.json (the build's journey manifest). */
  readonly journeyIds: readonly string[];
  readonly runtime: JourneyRuntime;
  readonly store: RecordingStore;
  /** Registers a listener for "a journey file changed" (Vite's hot reload); returns the unregistration. */
  readonly onJourneysChanged?: (listener: () => void) => () => void;
}

/**
 * The analysts' studio (development builds only): each journey's lint results, its graph, and any step previewed
 * for a persona with its context; editing a journey file refreshes all three. The choices live in the address
 * (?journey=&step=&persona=), so a reload keeps them.
 */
export function StudioPage({ api, journeyIds, runtime, store, onJourneysChanged }: StudioPageProps) {
  useDocumentTitle(t('studio_title'));
  const [params, setParams] = useSearchParams();
  const [version, setVersion] = useState(0);
  useEffect(() => onJourneysChanged?.(() => setVersion((v) => v + 1)), [onJourneysChanged]);
  const recording = useSyncExternalStore(store.subscribe, store.isOn, store.isOn);
  const journeyId = params.get('journey');
  const chosen = journeyId !== null && journeyIds.includes(journeyId) ? journeyId : null;
  const lint = useSWR(chosen ? ['studio-lint', chosen, version] : null, () => api.lint(chosen ?? ''));
  const hideErrors = params.get('errors') === 'hidden';
  const graph = useSWR(chosen ? ['studio-graph', chosen, version, hideErrors] : null, () =>
    api.graph(chosen ?? '', hideErrors),
  );

  const choose = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <>
      <h1 className="heading-l">{t('studio_title')}</h1>
      <p className="body">{t('studio_intro')}</p>

      <section aria-labelledby="studio-record-heading">
        <h2 className="heading-m" id="studio-record-heading">
          {t('studio_record_heading')}
        </h2>
        <StudioCheckbox
          id="studio-record"
          label={t('studio_record_toggle')}
          hint={t('studio_record_hint')}
          checked={recording}
          onChange={(on) => store.setOn(on)}
        />
        {recording && <RecordingBar store={store} api={api} fixed={false} />}
      </section>

      <nav aria-labelledby="studio-journeys-heading">
        <h2 className="heading-m" id="studio-journeys-heading">
          {t('studio_journeys_heading')}
        </h2>
        <ul className="studio-journeys">
          {journeyIds.map((id) => (
            <li key={id}>
              <Link
                className="link"
                to={`?journey=${encodeURIComponent(id)}`}
                aria-current={id === chosen ? 'page' : undefined}
              >
                {id}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {chosen === null ? (
        <p className="body">{t('studio_choose_journey')}</p>
      ) : (
        <>
          <h2 className="heading-m">
            {t('studio_journey_heading', { journey: graph.data?.title ?? chosen, id: chosen })}
          </h2>

          <StudioSection id="lint" heading={t('studio_lint_heading')}>
            <Answered answer={lint}>{(report) => <LintResults report={report} />}</Answered>
          </StudioSection>

          <StudioSection id="graph" heading={t('studio_graph_heading')}>
            <StudioCheckbox
              id="studio-graph-errors"
              label={t('studio_graph_hide_errors')}
              hint={t('studio_graph_hide_errors_hint')}
              checked={hideErrors}
              onChange={(hide) => choose({ errors: hide ? 'hidden' : undefined })}
            />
            <Answered answer={graph}>
              {(data) => <JourneyGraph graph={data} imageUrl={api.graphImageUrl(chosen, version, hideErrors)} />}
            </Answered>
          </StudioSection>

          <StudioSection id="preview" heading={t('studio_preview_heading')}>
            <StepPreview
              api={api}
              runtime={runtime}
              journeyId={chosen}
              version={version}
              persona={params.get('persona') ?? 'alex'}
              stepId={params.get('step')}
              onChoose={(choice) =>
                choose({
                  ...(choice.persona ? { persona: choice.persona } : {}),
                  ...(choice.step ? { step: choice.step } : {}),
                })
              }
            />
          </StudioSection>
        </>
      )}
    </>
  );
}
