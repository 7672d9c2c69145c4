import { useId, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { suggestionDraft } from '@parla/sdk';
import type { ChatSession, SuggestionDraft } from '@parla/sdk';
import type { LearningMode } from '@parla/contract/constants';
import { useT } from '../../i18n/use-t.js';
import { STARTER_SUGGESTION_KEYS } from './starter-suggestions.js';

/** Props of {@link Suggestions}; the rest are spread on the `<section>`. */
export interface SuggestionsProps extends HTMLAttributes<HTMLElement> {
  /** The chat to send to (`useChat().chat`). */
  chat: Pick<ChatSession, 'send' | '$suggestions' | '$conversation' | '$messages' | '$status'>;
  /** The mode whose starters show when the server sent no suggestions. Default: the conversation's mode, else free conversation. */
  learningMode?: LearningMode | undefined;
  /** Takes a suggestion with a gap ("My name is…") to finish in the message box (`ChatInputHandle.fill`); without it, every suggestion is sent. Default: none. */
  onFill?: ((draft: SuggestionDraft) => void) | undefined;
}

/**
 * Suggested replies as buttons that send the text: the tutor's (the welcome call's under its greeting, then those it sends
 * with each reply) or, while the learner has not written and the server sent none, starters for the learning mode. One
 * with a gap ("Me llamo…") goes to `onFill`, for the learner to finish. A button beside the title hides the list (and
 * shows it again); it stays hidden for the next replies until shown. Nothing shows while a reply is on its way. The buttons
 * sit on one row that scrolls sideways, so a narrow chat keeps its message box in view.
 * @example
 * <Suggestions chat={chat} />
 */
export function Suggestions({ chat, learningMode, onFill, className, ...rest }: SuggestionsProps) {
  const suggestions = useStore(chat.$suggestions);
  const conversation = useStore(chat.$conversation);
  const messages = useStore(chat.$messages);
  const status = useStore(chat.$status);
  const t = useT();
  const labelId = useId();
  const listId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const fromServer = suggestions.length > 0;
  if (status === 'loading' || (!fromServer && messages.some((message) => message.sender === 'user'))) {
    return null;
  }
  const mode = learningMode ?? conversation?.learning_mode ?? 'free_conversation';
  const shown = fromServer ? suggestions : STARTER_SUGGESTION_KEYS[mode].map((key) => t(key));
  const busy = status === 'sending' || status === 'streaming';
  return (
    <section
      className={className ? `parla-suggestions ${className}` : 'parla-suggestions'}
      aria-labelledby={labelId}
      data-state={fromServer ? 'server' : 'starters'}
      data-mode={mode}
      data-collapsed={collapsed || undefined}
      {...rest}
    >
      <div className="parla-suggestions__header">
        <h3 id={labelId} className="parla-suggestions__title">
          {t('chat.suggestions.label')}
        </h3>
        <button
          type="button"
          className="parla-button parla-suggestions__toggle"
          data-variant="text"
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={() => setCollapsed(!collapsed)}
        >
          {t(collapsed ? 'chat.suggestions.show' : 'chat.suggestions.hide')}
        </button>
      </div>
      {/* One row that scrolls sideways (chat-styles.ts): Chrome leaves a chip the Tab key reaches half shown, so it is
          brought wholly into the row's view. */}
      <ul id={listId} className="parla-suggestions__list" hidden={collapsed} onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}>
        {shown.map((text) => (
          <li key={text}>
            <button
              type="button"
              className="parla-suggestion"
              disabled={busy}
              onClick={() => {
                const draft = onFill ? suggestionDraft(text) : null;
                if (draft && onFill) {
                  onFill(draft);
                  return;
                }
                chat.send(text).catch((failure: unknown) => console.error('[@parla/react] Sending the suggestion failed', failure));
              }}
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
