import { describe, expect, it } from 'vitest';
import { CEFR_LEVELS } from '@parla/contract';
import { CEFR_SAMPLES } from '../../test/cefr-samples.js';
import { estimateLevel, levelScore, measureWriting } from './level-estimate.js';

const unreviewed = (texts: string[]) => texts.map((text) => ({ text, corrections: null }));

describe('the CEFR level estimate', () => {
  for (const [language, levels] of Object.entries(CEFR_SAMPLES) as Array<[keyof typeof CEFR_SAMPLES, (typeof CEFR_SAMPLES)['es']]>) {
    it(`orders the ${language} sample texts A1 < A2 < … < C2, each within one level of its own`, () => {
      const scores = CEFR_LEVELS.map((level) => levelScore(measureWriting(unreviewed(levels[level]), language)));
      for (let index = 1; index < scores.length; index += 1) {
        expect(scores[index], `${CEFR_LEVELS[index]} after ${CEFR_LEVELS[index - 1]}: ${scores.join(', ')}`).toBeGreaterThan(scores[index - 1] ?? 0);
      }
      CEFR_LEVELS.forEach((level, index) => {
        const estimated = estimateLevel(unreviewed(levels[level]), language).level;
        expect(estimated, level).not.toBeNull();
        expect(Math.abs(CEFR_LEVELS.indexOf(estimated ?? 'A1') - index), `${level} estimated ${estimated}`).toBeLessThanOrEqual(1);
      });
    });
  }

  it('goes down as the reviews find more mistakes in the same writing', () => {
    const texts = CEFR_SAMPLES.es.B2;
    const clean = levelScore(measureWriting(texts.map((text) => ({ text, corrections: 0 })), 'es'));
    const sloppy = levelScore(measureWriting(texts.map((text) => ({ text, corrections: 4 })), 'es'));
    expect(sloppy).toBeLessThan(clean - 0.5);
  });

  it('gives no level for too little writing', () => {
    expect(estimateLevel(unreviewed(['Hola.', 'Tengo un gato.']), 'es').level).toBeNull();
  });
});
