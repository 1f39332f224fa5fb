import { Component, type ReactNode } from 'react';
import { ConfigErrorPage } from './config-error-page';
import { asConfigProblem, type RuntimeProblem } from './config-errors';

interface Props {
  readonly journeyId: string;
  /** The address shown: moving to another step tries it afresh, without remounting the journey (issue 13). */
  readonly resetKey: string;
  readonly children: ReactNode;
}
interface State {
  readonly problem: RuntimeProblem | null;
  readonly error?: unknown;
  readonly key?: string;
}

/**
 * Shows a condition that failed while a step rendered (ConditionError) as the analyst's configuration page;
 * anything else is a bug and goes on to the route's error page.
 */
export class ConfigErrorBoundary extends Component<Props, State> {
  override state: State = { problem: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { problem: asConfigProblem(error), error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { problem: null, error: undefined, key: props.resetKey };
  }

  override render() {
    // Not a configuration problem: rethrown for the route's error page.
    if (this.state.error !== undefined && !this.state.problem) throw this.state.error;
    if (this.state.problem) return <ConfigErrorPage journeyId={this.props.journeyId} problems={[this.state.problem]} />;
    return this.props.children;
  }
}
