import { Component, type ReactNode } from 'react';
import { LoadingWrapper } from '../components/loading/loading-wrapper';

interface State {
  error: Error | null;
}

/**
 * A page that fails to load (chunk fetch over a dropped network) or throws while rendering
 * shows the refresh prompt instead of blanking the whole app.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('[mobile] page failed:', error);
  }

  render() {
    if (this.state.error) {
      return <LoadingWrapper status="network-error" onRefresh={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
