import { t, tOptional } from '../shared/i18n';
import { destinationLabel } from '../journey-fixtures';
import type { PathStop, ShownMessage, StateExplanation } from './explain-state';

function stopText(stop: PathStop): string {
  switch (stop.kind) {
    case 'needs-answers':
      return t('studio_state_stop_needs_answers', { step: stop.stepId });
    case 'blocked':
      return t('studio_state_stop_blocked', { step: stop.stepId });
    case 'outcome':
      return t('studio_state_stop_outcome', { step: stop.stepId });
    case 'leaves':
      return t('studio_state_stop_leaves', {
        target: destinationLabel(stop.destination),
        route: stop.destination.route,
      });
  }
}

const KIND_LABELS = {
  warning: 'studio_state_message_warning',
  block: 'studio_state_message_block',
  error: 'studio_state_message_error',
} as const;

function MessageLine({ message }: { message: ShownMessage }) {
  const text = tOptional(message.code, { ...message.params });
  return (
    <li>
      {t(KIND_LABELS[message.kind])}: {text ?? t('studio_state_message_no_text')} <code>{message.code}</code>
    </li>
  );
}

/**
 * What a preview state does, in words: the steps the resident would see, in order, with the messages each shows, and
 * where the path stops. Read by screen readers as a list, so the analyst can check a branch without the graph.
 */
export function StateExplanationView({ explanation }: { explanation: StateExplanation }) {
  return (
    <section className="studio-fieldset" aria-labelledby="studio-path-heading">
      <h4 className="heading-s" id="studio-path-heading">
        {t('studio_state_path_heading')}
      </h4>
      <p className="hint">{t('studio_state_path_hint')}</p>
      {explanation.steps.length === 0 ? (
        <p className="body">{t('studio_state_path_empty')}</p>
      ) : (
        <ol className="list list--number">
          {explanation.steps.map((step) => (
            <li key={step.id}>
              <code>{step.id}</code> ({step.route})
              {step.messages.length > 0 && (
                <ul className="list list--bullet">
                  {step.messages.map((message) => (
                    <MessageLine key={`${message.kind}-${message.code}`} message={message} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="body" role="status">
        {stopText(explanation.stop)}
      </p>
    </section>
  );
}
