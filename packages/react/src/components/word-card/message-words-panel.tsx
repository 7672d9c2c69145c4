import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { wordAt, wordKey, wordSegments } from '@parla/sdk';
import type { ChatSession, Message } from '@parla/sdk';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { WordCard } from './word-card.js';
import { wordCardStyles } from './word-card-styles.js';

/** Where a tap landed in a reply's text: the text element, and the text node and offset under the pointer. */
export interface TappedAt {
  root: HTMLElement;
  node: Node;
  offset: number;
}

/** A word chosen in a message: the word and the sentence it is in. */
interface ChosenWord {
  word: string;
  sentence: string;
}

/** Props of {@link MessageWordsPanel}. */
export interface MessageWordsPanelProps {
  /** A tutor reply (its text), or a reviewed learner message (its corrected text). */
  message: Message;
  /** The chat holding it: the words are of its conversation's target language. */
  chat: Pick<ChatSession, '$conversation'>;
  /** Where the reply's text was tapped: the word there is shown at once (the card takes the focus). Default: none. */
  tapped?: TappedAt | null;
  /** Closes the panel (Close on the card). */
  onClose: () => void;
}

/** The offset of a tap in its root's whole text, or null when it is not in a text node of it. */
function offsetInText({ root, node, offset }: TappedAt): number | null {
  if (node.nodeType !== Node.TEXT_NODE) {
    return null;
  }
  let total = 0;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (current === node) {
      return total + offset;
    }
    total += current.textContent?.length ?? 0;
  }
  return null;
}

/**
 * The words of a message as a list of buttons (one per different word, in order; Japanese and Chinese segmented into
 * words), and the card of the one chosen. It loads on demand, the first time the learner looks up a word.
 */
export function MessageWordsPanel({ message, chat, tapped = null, onClose }: MessageWordsPanelProps) {
  const t = useChatPartT();
  const session = useParlaSession('MessageWords');
  const conversation = useStore(chat.$conversation);
  const preferences = useStore(session.profile.$preferences);
  const language = conversation?.target_language ?? preferences?.target_language ?? 'es';
  const text = message.sender === 'ai' ? message.message_text : (message.review?.corrected_text ?? '');
  const [chosen, setChosen] = useState<ChosenWord | null>(() => {
    const offset = tapped ? offsetInText(tapped) : null;
    const found = tapped && offset !== null ? wordAt(tapped.root.textContent ?? '', offset, language) : null;
    return found ? { word: found.word, sentence: found.sentence } : null;
  });
  const [focusCard, setFocusCard] = useState(chosen !== null);
  const words = useMemo(() => {
    const seen = new Set<string>();
    return wordSegments(text, language).filter((segment) => {
      const key = wordKey(segment.word, language);
      return seen.has(key) ? false : (seen.add(key), true);
    });
  }, [text, language]);
  const chosenKey = chosen ? wordKey(chosen.word, language) : null;

  return (
    <div className="parla-words">
      <AdoptedStyle name="parla-word-card" css={wordCardStyles} />
      <ul className="parla-words__list" aria-label={t('words.group')} lang={language}>
        {words.map((segment) => (
          <li key={segment.start}>
            <button
              type="button"
              className="parla-words__word"
              aria-pressed={wordKey(segment.word, language) === chosenKey}
              onClick={() => {
                setFocusCard(false);
                setChosen(wordKey(segment.word, language) === chosenKey ? null : { word: segment.word, sentence: segment.sentence });
              }}
            >
              {segment.word}
            </button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <WordCard key={chosenKey} word={chosen.word} language={language} sentence={chosen.sentence} messageId={message.id} autoFocus={focusCard} onClose={onClose} />
      ) : null}
    </div>
  );
}
