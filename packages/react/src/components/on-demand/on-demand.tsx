import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';

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

/** Catches what a part throws: the rest of the chat goes on. */
class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[@parla/react] A part of the chat could not be shown', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/**
 * Where a part that loads on demand renders (a menu's list, the emoji panel, the drawer's contents, a dialog): `fallback`
 * while its code loads, and, should it fail to load or render, a line saying so instead of an error that takes the whole
 * chat down. Offline, `loadOnDemand` waits for the connection instead of failing.
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
