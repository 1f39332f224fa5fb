import { t } from '../shared/i18n';
import type { StudioGraph } from './studio-api';

/** The journey graph as a picture whose text alternative says every step and arrow, with its Mermaid source. */
export function JourneyGraph({ graph, imageUrl }: { graph: StudioGraph; imageUrl: string }) {
  return (
    <>
      <img className="studio-graph" src={imageUrl} alt={graph.description} />
      <details className="details">
        <summary>{t('studio_graph_mermaid')}</summary>
        <pre className="studio-mermaid">
          <code>{graph.mermaid}</code>
        </pre>
      </details>
    </>
  );
}
