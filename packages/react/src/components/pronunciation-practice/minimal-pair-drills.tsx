import { minimalPairDrillText } from '@parla/sdk';
import type { MinimalPairDrill } from '@parla/sdk';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';

/** Props of {@link MinimalPairDrills}. */
export interface MinimalPairDrillsProps {
  /** The result's drills; nothing renders when empty. */
  drills: readonly MinimalPairDrill[];
  /** Language of the words. */
  language: string;
  /** Called with the text to read next (the SDK's `minimalPairDrillText`). */
  onPractise: (text: string) => void;
}

/**
 * The minimal pairs of a pronunciation result: each word heard as another, both with their sounds, and a button that
 * puts the pair in the text to read.
 * @example
 * <MinimalPairDrills drills={result.drills ?? []} language="en" onPractise={setText} />
 */
export function MinimalPairDrills({ drills, language, onPractise }: MinimalPairDrillsProps) {
  const t = useChatPartT();
  if (drills.length === 0) {
    return null;
  }
  return (
    <div className="parla-pronunciation__drills">
      <h3 className="parla-practice__heading">{t('pronunciation.drills')}</h3>
      <p className="parla-practice__note">{t('pronunciation.drills.intro')}</p>
      <ul className="parla-pronunciation__drill-list">
        {drills.map((drill) => (
          <li key={`${drill.word}/${drill.heard}`} className="parla-pronunciation__drill">
            <span lang={language}>
              <strong>{drill.word}</strong> {drill.expected_phonemes ? <span className="parla-pronunciation__ipa">/{drill.expected_phonemes}/</span> : null} ↔{' '}
              <strong>{drill.heard}</strong> {drill.heard_phonemes ? <span className="parla-pronunciation__ipa">/{drill.heard_phonemes}/</span> : null}
            </span>{' '}
            <button type="button" className="parla-button" data-variant="text" onClick={() => onPractise(minimalPairDrillText(drill))}>
              {t('pronunciation.drills.practise', { word: drill.word, heard: drill.heard })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
