import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';
import { isChunkLoadError } from '../../utils/is-chunk-load-error.js';

/** Props of {@link OnDemand}. */
export interface OnDemandProps {
  /** The part, usually a `lazy()` component whose import is wrapped in `loadOnDemand`. */
  children: ReactNode;
  /** Shown while its code loads. Default: nothing. */
  fallback?: ReactNode | undefined;
  /** Class of the line that says the part's code could not be downloaded. Default: `parla-load-failed`. */
  className?: string | undefined;
}

/** Says the part could not be loaded (§8 chunk-load error) in place of it. */
function LoadFailed({ className }: { className: string }) {
  const t = useT();
  return (
    <p className={className} role="alert">
      {t('chat.error.chunkLoad')}
    </p>
  );
}

/** Catches what a part throws, so the rest of the chat goes on: the error is logged, and a part whose code could not be downloaded says so. */
class PartBoundary extends Component<{ children: ReactNode; className: string }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[@parla/react] A part of the interface could not be shown', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) {
      return this.props.children;
    }
    return isChunkLoadError(this.state.error) ? <LoadFailed className={this.props.className} /> : null;
  }
}

/**
 * Where a part that loads on demand renders (a menu's list, the emoji panel, the drawer's contents, a dialog, an app's
 * screen; give it a `key` to start afresh, e.g. per location): `fallback`
 * while its code loads; should it throw, the error is only logged (§2) and the rest of the chat goes on, and a part whose
 * code could not be downloaded says so. Offline, `loadOnDemand` waits for the connection instead of failing.
 * @example
 * <OnDemand><EmojiPanel onChoose={insert} /></OnDemand>
 */
export function OnDemand({ children, fallback = null, className = 'parla-load-failed' }: OnDemandProps) {
  return (
    <PartBoundary className={className}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartBoundary>
  );
}
