import { useId } from 'react';
import { useStore } from '@nanostores/react';
import type { ChatSession } from '@parla/sdk';
import { useT, useTranslateText } from '../../i18n/use-t.js';

/** Props of {@link ChatUnavailable}. */
export interface ChatUnavailableProps {
  /** The chat whose conversation could not be opened. */
  chat: Pick<ChatSession, '$error' | 'open'>;
  /** The conversation it tried to open (Try again opens it again). */
  conversationId: string;
  /** Called by New conversation; without it the button is not shown. */
  onNewConversation?: () => void;
}

/**
 * What the chat shows in place of its messages and input when its conversation could not be opened: why (the §8
 * message, e.g. 'Resource not found.'), Try again (not for a conversation that does not exist) and New conversation.
 * Nothing typed can be lost, as there is no input to type into.
 */
export function ChatUnavailable({ chat, conversationId, onNewConversation }: ChatUnavailableProps) {
  const error = useStore(chat.$error);
  const t = useT();
  const translate = useTranslateText();
  const titleId = useId();
  return (
    <section className="parla-chat-unavailable" aria-labelledby={titleId}>
      <h3 id={titleId} className="parla-chat-unavailable__title">
        {t('chat.unavailable.title')}
      </h3>
      <p className="parla-chat-unavailable__reason" role="alert">
        {error ? translate({ text: error.message }) : t('errors.unexpected')}
      </p>
      <div className="parla-chat-unavailable__actions">
        {error?.status === 404 ? null : (
          <button type="button" className="parla-button" data-variant="text" onClick={() => void chat.open(conversationId)}>
            {t('chat.unavailable.retry')}
          </button>
        )}
        {onNewConversation ? (
          <button type="button" className="parla-button" onClick={onNewConversation}>
            {t('chat.unavailable.new')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
