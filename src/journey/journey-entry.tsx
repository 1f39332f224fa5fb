import { useEffect, useRef, useState } from 'react';
import { Loading } from '../ui/loading';
import type { Text } from '../engine';
import { asConfigProblem, type RuntimeProblem } from './config-errors';
import type { SessionOutcome } from './session';
import { textOf } from './text';

/**
 * An address that enters the journey (its entry's parameters): the journey starts afresh from them once, shows the
 * loading state meanwhile (with a slow effect's pending message, e.g. SSR061 while availability loads), then goes
 * where the entry leads.
 */
export function JourneyEntry(props: {
  start(): Promise<SessionOutcome>;
  arrive(outcome: SessionOutcome): void;
  onConfigProblem(problem: RuntimeProblem): void;
  readonly pending: Text | null;
}) {
  const started = useRef(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    // Once per address, though React may mount an effect twice in development.
    if (started.current) return;
    started.current = true;
    props.start().then(props.arrive, (error: unknown) => {
      const problem = asConfigProblem(error);
      if (problem) props.onConfigProblem(problem);
      else setFailure({ error });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // An unexpected failure goes to the route's error boundary, as a failure while rendering would.
  if (failure) throw failure.error;
  return <Loading {...(props.pending ? { text: textOf(props.pending) } : {})} />;
}
