import { mdiBookOpenVariant } from '@mdi/js';
import { lazy, useEffect, useRef, useState } from 'react';
import type { ChatSession, Message } from '@parla/sdk';
import { useT } from '../../i18n/use-t.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';
import { Icon } from '../icon/icon.js';
import { OnDemand } from '../on-demand/on-demand.js';
import type { TappedAt } from './message-words-panel.js';

const importPanel = loadOnDemand(() => import('./message-words-panel.js').then((module) => ({ default: module.MessageWordsPanel })));
const MessageWordsPanel = lazy(importPanel);

/** Props of {@link MessageWords}. */
export interface MessageWordsProps {
  /** A tutor reply, or a learner message with a review (its corrected text is offered). */
  message: Message;
  /** The chat holding it: its conversation's target language is the words' language. */
  chat: Pick<ChatSession, '$conversation'>;
}

type CaretDocument = Document & {
  caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

/**
 * "Look up words" under a tutor reply or a reviewed learner message: it opens the list of the message's words
 * (keyboard and screen readers reach each as a button, only once asked for, so the text itself stays plain for them)
 * and the card of the chosen one. A tap or click on a word of a reply opens its card at once. The list and card load on
 * demand.
 * @example
 * <MessageWords message={message} chat={chat} />
 */
export function MessageWords({ message, chat }: MessageWordsProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [tapped, setTapped] = useState<TappedAt | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const offered = message.sender === 'ai' ? message.message_text.trim() !== '' : Boolean(message.review?.corrections.length);

  // A tap on the reply's text (not while a selection is made) notes where it landed; the panel works out the word.
  useEffect(() => {
    const text = message.sender === 'ai' ? buttonRef.current?.closest('.parla-message')?.querySelector<HTMLElement>('.parla-message__text') : null;
    if (!text) {
      return undefined;
    }
    const onClick = (event: MouseEvent) => {
      const doc = text.ownerDocument as CaretDocument;
      if (!doc.getSelection()?.isCollapsed) {
        return;
      }
      const position = doc.caretPositionFromPoint?.(event.clientX, event.clientY);
      const range = position ? null : doc.caretRangeFromPoint?.(event.clientX, event.clientY);
      const node = position?.offsetNode ?? range?.startContainer;
      if (node && text.contains(node)) {
        setTapped({ root: text, node, offset: position?.offset ?? range?.startOffset ?? 0 });
        setOpen(true);
      }
    };
    text.addEventListener('click', onClick);
    return () => text.removeEventListener('click', onClick);
  }, [message.sender]);

  if (!offered) {
    return null;
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="parla-button parla-message__words"
        data-variant="text"
        aria-expanded={open}
        onPointerEnter={() => preload(importPanel)}
        onFocus={() => preload(importPanel)}
        onClick={() => {
          setTapped(null);
          setOpen(!open);
        }}
      >
        <Icon path={mdiBookOpenVariant} /> {t(open ? 'chat.words.hide' : 'chat.words.lookUp')}
      </button>
      {open ? (
        <OnDemand key={tapped ? `${tapped.offset}` : ''}>
          <MessageWordsPanel
            message={message}
            chat={chat}
            tapped={tapped}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
