import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';
import { isChunkLoadError } from '../../utils/is-chunk-load-error.js';

/** Props of {@link OnDemand}. */
export interface OnDemandProps {
  /** The part, usually a `lazy()` component whose import is wrapped in `loadOnDemand`. */
  children: ReactNode;
  /** Shown while its code loads. Default: nothing. */
  fallback?: ReactNode;
}

/** Says the part could not be loaded (§8 chunk-load error) in place of it. */
function LoadFailed() {
  const t = useT();
  return (
    <p className="parla-load-failed" role="alert">
      {t('chat.error.chunkLoad')}
    </p>
  );
}

/** Catches what a part throws, so the rest of the chat goes on: the error is logged, and a part whose code could not be downloaded says so. */
class PartBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[@parla/react] A part of the chat could not be shown', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) {
      return this.props.children;
    }
    return isChunkLoadError(this.state.error) ? <LoadFailed /> : null;
  }
}

/**
 * Where a part that loads on demand renders (a menu's list, the emoji panel, the drawer's contents, a dialog): `fallback`
 * while its code loads; should it throw, the error is only logged (§2) and the rest of the chat goes on, and a part whose
 * code could not be downloaded says so. Offline, `loadOnDemand` waits for the connection instead of failing.
 * @example
 * <OnDemand><EmojiPanel onChoose={insert} /></OnDemand>
 */
export function OnDemand({ children, fallback = null }: OnDemandProps) {
  return (
    <PartBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartBoundary>
  );
}
