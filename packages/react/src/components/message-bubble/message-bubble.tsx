import { memo } from 'react';
import type { ComponentType, HTMLAttributes } from 'react';
import type { Message } from '@parla/sdk';
import { useT } from '../../i18n/use-t.js';
import { renderMarkdown } from '../../markdown/render-markdown.js';
import { CorrectedText, correctionsFit } from '../corrected-text/index.js';
import { MessageCorrections } from '../message-corrections/index.js';

/** Props of {@link MessageBubble}; the rest are spread on the `<article>`. */
export interface MessageBubbleProps extends HTMLAttributes<HTMLElement> {
  /** The message to show; its text is plain text with bold, italics, inline code and line breaks. */
  message: Message;
  /** Called with the message id on every render of the bubble (tests count renders with it). Default: none. */
  onRender?: (messageId: string) => void;
  /** Rendered after the text with the message (e.g. its menu); pass a stable component so the bubble stays memoised. Default: none. */
  actions?: ComponentType<{ message: Message }>;
}

function MessageBubbleView({ message, onRender, actions: Actions, className, ...rest }: MessageBubbleProps) {
  onRender?.(message.id);
  const t = useT();
  // The review of the learner's own message; one made for another text (edited meanwhile) is not shown.
  const review = message.sender === 'user' && message.review && correctionsFit(message.message_text, message.review.corrections) ? message.review : null;
  return (
    <article
      className={className ? `parla-message ${className}` : 'parla-message'}
      data-sender={message.sender}
      data-status={message.status}
      {...rest}
    >
      <span className="parla-message__sender">{t(message.sender === 'user' ? 'chat.sender.user' : 'chat.sender.ai')}</span>
      {review && review.corrections.length > 0 ? (
        <CorrectedText className="parla-message__text" text={message.message_text} corrections={review.corrections} />
      ) : (
        <p className="parla-message__text">{renderMarkdown(message.message_text)}</p>
      )}
      {message.edited_at ? <span className="parla-message__edited">{t('chat.message.edited')}</span> : null}
      {message.status === 'failed' ? <span className="parla-message__status">{t('chat.message.failed')}</span> : null}
      {review ? <MessageCorrections review={review} /> : null}
      {Actions ? <Actions message={message} /> : null}
    </article>
  );
}

/**
 * One chat message (marked "edited" once the learner has edited it), memoised: it re-renders only when its message object (or another prop) changes.
 * A learner's message with a review shows its corrections inline and what the review says under it (see `MessageCorrections`).
 * @example
 * <MessageBubble message={message} />
 */
export const MessageBubble = memo(MessageBubbleView);
