import { journeyManifest } from 'virtual:journey-manifest';
import { defaultRuntime } from '../journey/default-runtime';
import { recordingStore } from './recording-store';
import { createStudioApi } from './studio-api';
import { StudioPage } from './studio-page';

const api = createStudioApi((input, init) => window.fetch(input, init));

/** Vite tells the page when a journey, the locale or the journey schema changed (tools/vite-journeys-plugin.ts). */
function onJourneysChanged(listener: () => void): () => void {
  const hot = import.meta.hot;
  if (!hot) return () => undefined;
  hot.on('journeys:changed', listener);
  return () => hot.off('journeys:changed', listener);
}

/** /studio, development builds only (src/app/routes.tsx loads this module under import.meta.env.DEV). */
export function StudioRoute() {
  return (
    <StudioPage
      api={api}
      journeyIds={journeyManifest.map((journey) => journey.id)}
      runtime={defaultRuntime}
      store={recordingStore()}
      onJourneysChanged={onJourneysChanged}
    />
  );
}

/** React Router's lazy route module. */
export { StudioRoute as Component };
