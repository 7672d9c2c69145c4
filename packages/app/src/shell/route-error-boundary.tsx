import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isChunkLoadError, useT } from '@parla/react';

interface RouteErrorBoundaryProps {
  children?: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
}

/**
 * Keeps the shell alive when a screen throws: the error is only logged (§2) and the screen shows nothing, except a
 * chunk that could not be downloaded, which asks for a reload. Give it a `key` per location to reset it on navigation.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled interface error', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) {
      return this.props.children;
    }
    return isChunkLoadError(this.state.error) ? <ChunkLoadMessage /> : null;
  }
}

function ChunkLoadMessage() {
  const t = useT();
  return (
    <p className="app-page app-notice" role="alert">
      {t('chat.error.chunkLoad')}
    </p>
  );
}
