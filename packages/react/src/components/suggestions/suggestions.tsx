import { useId } from 'react';
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
  learningMode?: LearningMode;
  /** Takes a suggestion with a gap ("My name is…") to finish in the message box (`ChatInputHandle.fill`); without it, every suggestion is sent. Default: none. */
  onFill?: (draft: SuggestionDraft) => void;
}

/**
 * How to begin a conversation: the server's suggested replies (or, when it sent none, starters for the learning mode)
 * as buttons that send the text, under the tutor's greeting (the message list's first bubble); one with a gap ("Me
 * llamo…") goes to `onFill`, for the learner to finish. Shows nothing once the learner has written.
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
  if (status === 'loading' || messages.some((message) => message.sender === 'user')) {
    return null;
  }
  const mode = learningMode ?? conversation?.learning_mode ?? 'free_conversation';
  const fromServer = suggestions.length > 0;
  const shown = fromServer ? suggestions : STARTER_SUGGESTION_KEYS[mode].map((key) => t(key));
  const busy = status === 'sending' || status === 'streaming';
  return (
    <section
      className={className ? `parla-suggestions ${className}` : 'parla-suggestions'}
      aria-labelledby={labelId}
      data-state={fromServer ? 'server' : 'starters'}
      data-mode={mode}
      {...rest}
    >
      <h3 id={labelId} className="parla-suggestions__title">
        {t('chat.suggestions.label')}
      </h3>
      <ul className="parla-suggestions__list">
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
