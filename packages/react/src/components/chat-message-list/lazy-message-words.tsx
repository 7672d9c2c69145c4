import { lazy } from 'react';
import type { MessageWordsProps } from '../word-card/message-words.js';
import { useT } from '../../i18n/use-t.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';

const importMessageWords = loadOnDemand(() => import('../word-card/message-words.js').then((module) => ({ default: module.MessageWords })));
const MessageWords = lazy(importMessageWords);

/** Starts loading the code of "Look up words" (the chat list does on mount, with the message menus'). */
export function preloadMessageWords(): void {
  preload(importMessageWords);
}

/**
 * A bubble's "Look up words" (the word segmenter and look-up it needs come with it): its code loads just after the
 * chat's first paint. Meanwhile a box of the same look and text keeps its place where the button will be, so nothing
 * shifts when it comes.
 */
export function LazyMessageWords(props: MessageWordsProps) {
  const t = useT();
  const { message } = props;
  // Where MessageWords offers the button (a reply with text, a learner's message with corrections).
  const offered = message.sender === 'ai' ? message.message_text.trim() !== '' : Boolean(message.review?.corrections.length);
  const fallback = offered ? (
    <span className="parla-button parla-message__words" data-variant="text" aria-hidden="true">
      <span className="parla-icon" /> {t('chat.words.lookUp')}
    </span>
  ) : null;
  return (
    <OnDemand fallback={fallback}>
      <MessageWords {...props} />
    </OnDemand>
  );
}
