import { t } from '../shared/i18n';
import { useDocumentTitle } from '../shared/use-document-title';
import type { ConfigProblem } from '../engine';

/**
 * A journey that cannot run: its file has problems (loadJourney) or a condition failed while the resident moved
 * through it (ConditionError). This is for the analyst who changed the journey: every problem with its code, the
 * step and the JSON pointer into the journey file. A resident never sees a validation message here.
 */
export function ConfigErrorPage({
  journeyId,
  problems,
}: {
  journeyId: string;
  problems: readonly (ConfigProblem & { stepId?: string })[];
}) {
  useDocumentTitle(t('journey_config_error_heading'));
  return (
    <>
      <h1 className="heading-l">{t('journey_config_error_heading')}</h1>
      <p className="body">{t('journey_config_error_intro', { journey: `journeys/${journeyId}.json` })}</p>
      <ul className="list list--bullet">
        {problems.map((problem, index) => (
          <li key={`${problem.code}-${problem.pointer}-${index}`}>
            <strong>{problem.code}</strong>
            {problem.stepId ? ` (${t('journey_config_error_step', { step: problem.stepId })})` : ''}{' '}
            <code>{problem.pointer || '/'}</code>: {problem.message}
          </li>
        ))}
      </ul>
    </>
  );
}
