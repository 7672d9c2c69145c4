import type { HTMLAttributes, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ChatSession } from '@parla/sdk';
import { useConnection } from '../../hooks/use-connection.js';
import { useT } from '../../i18n/use-t.js';
import { LazyConversationMenu } from './lazy-conversation-menu.js';
import type { ConversationMenuProps } from '../conversation-menu/conversation-menu.js';
import type { DownloadFile } from '../../ports/download-file.js';
import { LEARNING_MODE_KEYS } from './learning-mode-key.js';
import { useConversationTitle } from './use-conversation-title.js';
import { useLanguageName } from './use-language-name.js';

/** Props of {@link ChatHeader}; the rest are spread on the `<header>`. */
export interface ChatHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The chat whose conversation is shown (`useChat().chat`). */
  chat: Pick<ChatSession, '$conversation' | 'exportConversation' | 'clear' | 'endConversation'>;
  /** Passed to the conversation menu's New conversation. Default: none (the entry is hidden). */
  onNewConversation?: () => void;
  /** Passed to the conversation menu's Pronunciation practice and Listening exercise. Default: none (hidden). */
  onPractice?: ConversationMenuProps['onPractice'];
  /** Passed to the conversation menu's Export. Default: a browser download. */
  download?: (file: DownloadFile) => void;
  /** Shown before the title, e.g. the drawer's toggle. Default: none. */
  leading?: ReactNode;
  /** Shown before the conversation menu, e.g. an embedder's review button. Default: none. */
  actions?: ReactNode;
}

/**
 * The top of the chat: the conversation's title, its target language and learning mode in the interface language,
 * a dot for the connection (online/offline, §4) and the conversation menu.
 * @example
 * <ChatHeader chat={chat} onNewConversation={() => navigate('/new-conversation')} />
 */
export function ChatHeader({ chat, onNewConversation, onPractice, download, leading, actions, className, ...rest }: ChatHeaderProps) {
  const conversation = useStore(chat.$conversation);
  const { online } = useConnection();
  const t = useT();
  const languageName = useLanguageName();
  const titleOf = useConversationTitle();
  return (
    <header className={className ? `parla-chat-header ${className}` : 'parla-chat-header'} data-state={conversation ? 'ready' : 'loading'} {...rest}>
      {leading}
      <div className="parla-chat-header__text">
        <h2 className="parla-chat-header__title">{conversation ? titleOf(conversation) : t('chat.messages')}</h2>
        <p className="parla-chat-header__meta" aria-hidden={conversation ? undefined : true}>
          {conversation ? (
            <>
              <span className="parla-chip">{languageName(conversation.target_language)}</span>
              <span className="parla-chip">{t(LEARNING_MODE_KEYS[conversation.learning_mode])}</span>
            </>
          ) : null}
        </p>
      </div>
      <span
        className="parla-status-dot"
        data-state={online ? 'online' : 'offline'}
        role="img"
        aria-label={t(online ? 'chat.connection.online' : 'chat.connection.offline')}
        title={t(online ? 'chat.connection.online' : 'chat.connection.offline')}
      />
      {actions}
      <LazyConversationMenu chat={chat} onNewConversation={onNewConversation} onPractice={onPractice} download={download} />
    </header>
  );
}
