import type { MouseEvent } from 'react';
import type { ChatSession, Message } from '@parla/sdk';
import { useT } from '../../i18n/use-t.js';
import { focusHomeOf } from '../../utils/focus-home.js';

/** Props of {@link RetrySendButton}. */
export interface RetrySendButtonProps {
  /** An undelivered message of the learner's (`isUndelivered(message)`). */
  message: Message;
  /** The chat that sends it again. */
  chat: Pick<ChatSession, 'retry'>;
}

/**
 * Try again under a message that was not delivered (offline, rate-limited, a server error): sends it again, and
 * hands the focus to the message box, as the bubble moves to the end of the conversation.
 */
export function RetrySendButton({ message, chat }: RetrySendButtonProps) {
  const t = useT();
  function retry(event: MouseEvent<HTMLButtonElement>): void {
    const root = event.currentTarget.closest<HTMLElement>('.parla-root');
    if (root) {
      focusHomeOf(root)?.focus();
    }
    void chat.retry(message.id);
  }
  return (
    <button type="button" className="parla-button parla-message__retry" data-variant="text" onClick={retry}>
      {t('chat.message.retry')}
    </button>
  );
}
