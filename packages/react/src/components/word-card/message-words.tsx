import { mdiBookOpenVariant } from '@mdi/js';
import { lazy, useEffect, useRef, useState } from 'react';
import { wordAt } from '@parla/sdk';
import type { Message } from '@parla/sdk';
import type { LanguageCode } from '@parla/contract/constants';
import { useT } from '../../i18n/use-t.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';
import { Icon } from '../icon/icon.js';
import { OnDemand } from '../on-demand/on-demand.js';
import type { ChosenWord } from './message-words-panel.js';

const importPanel = loadOnDemand(() => import('./message-words-panel.js').then((module) => ({ default: module.MessageWordsPanel })));
const MessageWordsPanel = lazy(importPanel);

/** Props of {@link MessageWords}. */
export interface MessageWordsProps {
  /** A tutor reply, or a learner message with a review (its corrected text is offered). */
  message: Message;
  /** The conversation's target language. */
  language: LanguageCode;
}

/** The text whose words a message offers: a reply's text, the corrected text of a reviewed learner message, else none. */
export function lookupText(message: Message): string | null {
  if (message.sender === 'ai') {
    return message.message_text.trim() === '' ? null : message.message_text;
  }
  return message.review && message.review.corrections.length > 0 ? message.review.corrected_text : null;
}

/** The offset of a point in `root`'s text (where a tap landed), or null when it is not on its text. */
function textOffsetAt(root: HTMLElement, x: number, y: number): number | null {
  const doc = root.ownerDocument as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
    caretRangeFromPoint?: (x: number, y: number) => Range | null;
  };
  const position = doc.caretPositionFromPoint?.(x, y);
  const range = position ? null : doc.caretRangeFromPoint?.(x, y);
  const node = position?.offsetNode ?? range?.startContainer;
  const offset = position?.offset ?? range?.startOffset;
  if (!node || offset === undefined || !root.contains(node) || node.nodeType !== Node.TEXT_NODE) {
    return null;
  }
  let total = 0;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (current === node) {
      return total + offset;
    }
    total += current.textContent?.length ?? 0;
  }
  return null;
}

/**
 * "Look up words" under a message: it opens the list of the message's words (keyboard and screen readers reach each as
 * a button, only once asked for, so the text itself stays plain for them) and the card of the chosen one. A tap or click
 * on a word of a tutor reply opens its card at once. The list and card load on demand.
 * @example
 * <MessageWords message={message} language="es" />
 */
export function MessageWords({ message, language }: MessageWordsProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState<ChosenWord | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const text = lookupText(message);

  // A tap on a word of the reply's text opens its card (a selection being made is left alone).
  useEffect(() => {
    const article = buttonRef.current?.closest('.parla-message');
    const textElement = article?.querySelector<HTMLElement>('.parla-message__text');
    if (!textElement || message.sender !== 'ai') {
      return undefined;
    }
    textElement.dataset.lookup = 'words';
    const onClick = (event: MouseEvent) => {
      if (!textElement.ownerDocument.getSelection()?.isCollapsed) {
        return;
      }
      const offset = textOffsetAt(textElement, event.clientX, event.clientY);
      const found = offset === null ? null : wordAt(textElement.textContent ?? '', offset, language);
      if (found) {
        setInitial({ word: found.word, sentence: found.sentence });
        setOpen(true);
      }
    };
    textElement.addEventListener('click', onClick);
    return () => {
      textElement.removeEventListener('click', onClick);
      delete textElement.dataset.lookup;
    };
  }, [message.sender, language]);

  if (!text) {
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
          setInitial(null);
          setOpen(!open);
        }}
      >
        <Icon path={mdiBookOpenVariant} /> {t(open ? 'chat.words.hide' : 'chat.words.lookUp')}
      </button>
      {open ? (
        <OnDemand key={initial?.word ?? ''}>
          <MessageWordsPanel
            text={text}
            language={language}
            messageId={message.id}
            initial={initial}
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
