import { useMemo, useState } from 'react';
import { wordKey, wordSegments } from '@parla/sdk';
import type { LanguageCode } from '@parla/contract/constants';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';
import { WordCard } from './word-card.js';
import { wordCardStyles } from './word-card-styles.js';

/** A word chosen in a message: the word and the sentence it is in. */
export interface ChosenWord {
  word: string;
  sentence: string;
}

/** Props of {@link MessageWordsPanel}. */
export interface MessageWordsPanelProps {
  /** The text whose words are offered (a tutor reply, or the learner's corrected text). */
  text: string;
  /** The text's language. */
  language: LanguageCode;
  /** The message it belongs to (saved with a word). */
  messageId: string;
  /** The word tapped in the text, shown at once (the card takes the focus). Default: none. */
  initial?: ChosenWord | null;
  /** Closes the panel (Close on the card). */
  onClose: () => void;
}

/**
 * The words of a message as a list of buttons (one per different word, in order; Japanese and Chinese segmented into
 * words), and the card of the one chosen. It loads on demand, the first time the learner looks up a word.
 */
export function MessageWordsPanel({ text, language, messageId, initial = null, onClose }: MessageWordsPanelProps) {
  const t = useChatPartT();
  const [chosen, setChosen] = useState<ChosenWord | null>(initial);
  const [focusCard, setFocusCard] = useState(initial !== null);
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
        <WordCard key={chosenKey} word={chosen.word} language={language} sentence={chosen.sentence} messageId={messageId} autoFocus={focusCard} onClose={onClose} />
      ) : null}
    </div>
  );
}
