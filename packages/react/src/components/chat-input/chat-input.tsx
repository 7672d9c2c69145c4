import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { FormHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { mdiSend, mdiStop } from '@mdi/js';
import { useStore } from '@nanostores/react';
import { rateLimitWaitMs } from '@parla/sdk';
import type { ChatSession, SuggestionDraft } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT, useTranslateText } from '../../i18n/use-t.js';
import { Icon } from '../icon/icon.js';
import { MessageLengthCount, messageLength } from './message-length-count.js';

/** Props of {@link ChatInput}; the rest are spread on the `<form>`. */
export interface ChatInputProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The chat to send to (`useChat().chat`). */
  chat: Pick<ChatSession, 'send' | 'stop' | '$status' | '$error' | '$conversation'>;
  /** Placeholder of the text area. Default: the translated 'Write a message…'. */
  placeholder?: string | undefined;
  /** Visible rows of the text area. Default: 2 (§9's 5-row default suits forms; a chat box starts smaller and grows by resizing). */
  rows?: number | undefined;
  /** Extra controls beside the send button (emoji picker, voice button); `insert` puts text at the caret. Default: none. */
  renderTools?: ((tools: ChatInputTools) => ReactNode) | undefined;
  /** Receives {@link ChatInputHandle}, to fill the box from outside (a suggestion to finish). Default: none. */
  ref?: Ref<ChatInputHandle> | undefined;
}

/** What {@link ChatInputProps.ref} receives. */
export interface ChatInputHandle {
  /** Replaces the text with a draft and puts the focus and caret where the draft says. */
  fill: (draft: SuggestionDraft) => void;
}

/** What {@link ChatInputProps.renderTools} receives. */
export interface ChatInputTools {
  /** Inserts text at the caret (replacing a selection) and puts the caret after it. */
  insert: (text: string) => void;
}

/**
 * The message box of a chat: Enter sends, Shift+Enter adds a line, the send button is disabled while a message is
 * being sent and becomes a stop button while the reply streams; while sending is rate-limited it is disabled and the text
 * stays. Sent while the conversation is still loading, the text stays (read-only) with a line saying it goes once the
 * conversation has loaded, which the SDK then does. Shows the SDK's 'Message cannot be empty'.
 * @example
 * <ChatInput chat={useChat({ conversationId }).chat} />
 */
export function ChatInput({ chat, placeholder, rows = 2, renderTools, ref, className, ...rest }: ChatInputProps) {
  const status = useStore(chat.$status);
  // Nothing can be sent until a conversation is open (still loading, or it could not be opened): the text stays.
  const open = useStore(chat.$conversation) !== null;
  const error = useStore(chat.$error);
  const rateLimits = useStore(useParlaSession('ChatInput').rateLimits.$rateLimits);
  const [text, setText] = useState('');
  const t = useT();
  const translate = useTranslateText();
  const fieldId = useId();
  const errorId = useId();
  const countId = useId();
  const waitingId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  // A message sent while the conversation was still loading: the SDK sends it once it is open; the text stays until then.
  const [waiting, setWaiting] = useState(false);
  const loading = status === 'loading';

  useEffect(() => {
    if (waiting && !loading) {
      setWaiting(false);
      if (open) {
        setText('');
      }
    }
  }, [waiting, loading, open]);

  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (caret.current !== null && field) {
      field.focus();
      field.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [text]);

  useImperativeHandle(ref, () => ({
    fill: (draft) => {
      caret.current = draft.caret;
      setText(draft.text);
    },
  }));

  function insert(insertion: string): void {
    const field = fieldRef.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? start;
    caret.current = start + insertion.length;
    setText(text.slice(0, start) + insertion + text.slice(end));
  }
  const sending = status === 'sending';
  const streaming = status === 'streaming';
  const { length, tooLong } = messageLength(text);
  // While sending is blocked by its rate limit, or every send of the minute is used (one more would start a block), the
  // text waits in the box and the status banner says until when. The store wakes up when that time comes.
  const rateLimited = rateLimitWaitMs(rateLimits.message_send, Date.now()) > 0;
  const blocked = sending || streaming || waiting || (!open && !loading) || tooLong || rateLimited;
  const fieldError = error && error.fieldErrors.message_text && text.trim() === '' ? translate({ text: error.message }) : null;
  const describedBy = [fieldError ? errorId : null, tooLong ? countId : null, waiting ? waitingId : null].filter(Boolean).join(' ') || undefined;

  function submit(): void {
    if (blocked) {
      return;
    }
    if (loading && text.trim() !== '') {
      setWaiting(true);
    } else if (text.trim() !== '') {
      setText('');
    }
    chat.send(text).catch((failure: unknown) => console.error('[@parla/react] Sending the message failed', failure));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      className={className ? `parla-chat-input ${className}` : 'parla-chat-input'}
      data-state={fieldError ? 'error' : streaming ? 'streaming' : sending || waiting ? 'sending' : 'idle'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      {...rest}
    >
      <label htmlFor={fieldId} className="parla-visually-hidden">
        {t('chat.input.label')}
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        className="parla-field"
        rows={rows}
        value={text}
        placeholder={placeholder ?? t('chat.input.placeholder')}
        readOnly={sending || waiting}
        aria-invalid={fieldError || tooLong ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {renderTools?.({ insert })}
      {streaming ? (
        <button
          type="button"
          className="parla-icon-button"
          data-variant="filled"
          aria-label={t('chat.stop')}
          onClick={(event) => {
            // Stopping re-renders this same button as Send (type submit) before the click's default action runs: cancel
            // it, or the click would also submit the form. (Reusing the button keeps the focus on it.)
            event.preventDefault();
            chat.stop();
          }}
        >
          <Icon path={mdiStop} />
        </button>
      ) : (
        <button type="submit" className="parla-icon-button" data-variant="filled" aria-label={t('chat.send')} disabled={blocked}>
          <Icon path={mdiSend} />
        </button>
      )}
      {fieldError ? (
        <p id={errorId} className="parla-field-error" role="alert">
          {fieldError}
        </p>
      ) : null}
      {waiting ? (
        <p id={waitingId} className="parla-chat-input__waiting" role="status">
          {t('chat.input.waitingForLoad')}
        </p>
      ) : null}
      <MessageLengthCount id={countId} length={length} />
    </form>
  );
}
