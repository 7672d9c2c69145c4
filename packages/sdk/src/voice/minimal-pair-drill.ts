import type { PronunciationAnalysis } from '@parla/contract';

/** A minimal pair to practise, from a pronunciation result's `drills`. */
export type MinimalPairDrill = NonNullable<PronunciationAnalysis['drills']>[number];

/**
 * The text to read for a minimal-pair drill: the word, the word heard instead, the word again ("think, sink, think."),
 * so the next scored reading shows whether the learner now tells them apart.
 * @example
 * practice.start(minimalPairDrillText({ word: 'think', heard: 'sink', expected_phonemes: 'θɪŋk', heard_phonemes: 'sɪŋk' }));
 */
export function minimalPairDrillText(drill: Pick<MinimalPairDrill, 'word' | 'heard'>): string {
  const word = drill.word.toLowerCase();
  return `${word}, ${drill.heard}, ${word}.`;
}
