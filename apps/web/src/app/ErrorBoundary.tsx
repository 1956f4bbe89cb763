import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../components/ui/ErrorScreen';
import { reportError } from '../lib/report-error';

interface Props {
  children: ReactNode;
  /** A change of this value (the location) clears the error. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error: unknown;
}

/** A page chunk that failed to download stays failed until the page is loaded again. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { componentStack: info.componentStack, source: 'render' });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, error: undefined });
  }

  private readonly retry = () => {
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ failed: false, error: undefined });
  };

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}
