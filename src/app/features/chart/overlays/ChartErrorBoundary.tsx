import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ReloadScreen } from './ReloadScreen';

export interface ChartErrorBoundaryProps {
  children: ReactNode;
  /** What the fallback's Reload does; default reloads the page. */
  reload?: () => void;
  /** Told of the error (logging); the fallback shows either way. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a render error in the chart from taking the page down: the chart's part shows ReloadScreen
 * instead. It does not retry by itself; a chart that threw once would throw again from the same state.
 */
export class ChartErrorBoundary extends Component<ChartErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.reload ? <ReloadScreen reload={this.props.reload} /> : <ReloadScreen />;
  }
}
