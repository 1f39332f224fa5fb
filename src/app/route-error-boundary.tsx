import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface Props {
  /** The address shown: moving to another one tries the new page afresh. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly key: string;
}

/**
 * Shows the route error page in place of a screen that threw while rendering (a broken rule, a page bug), instead of
 * a blank page. The portal uses React Router's declarative routes, which have no errorElement (decision 0030), so
 * this is the boundary the router would otherwise give.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Not silent: the error reaches the console (and any error reporting listening there) with where it happened.
    console.error('A page failed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
