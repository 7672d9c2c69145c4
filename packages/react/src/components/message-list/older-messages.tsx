import { useStore } from '@nanostores/react';
import type { ChatSession } from '@parla/sdk';
import { useT } from '../../i18n/use-t.js';

/** Props of {@link OlderMessages}. */
export interface OlderMessagesProps {
  /** The chat whose older messages (§7, 20 a page) load. */
  chat: Pick<ChatSession, '$hasOlder' | '$loadingOlder' | 'loadOlder'>;
}

/**
 * The top of the message list while older messages remain: a button that loads the previous page (scrolling to the top
 * loads it too), reading "Loading…" while it does. The button stays mounted while loading, so focus stays on it; it goes
 * once the whole conversation is loaded.
 */
export function OlderMessages({ chat }: OlderMessagesProps) {
  const hasOlder = useStore(chat.$hasOlder);
  const loading = useStore(chat.$loadingOlder);
  const t = useT();
  if (!hasOlder && !loading) {
    return null;
  }
  return (
    <p className="parla-message-list__older" data-state={loading ? 'loading' : 'idle'}>
      <button
        type="button"
        className="parla-button"
        data-variant="text"
        aria-disabled={loading || undefined}
        onClick={() => {
          if (!loading) {
            void chat.loadOlder();
          }
        }}
      >
        {loading ? t('load.loading') : t('chat.olderMessages')}
      </button>
    </p>
  );
}
