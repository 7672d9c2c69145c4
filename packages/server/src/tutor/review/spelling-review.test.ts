import { describe, expect, it } from 'vitest';
import type { SpellChecker } from '../spell-checker.js';
import type { SpellingMistake } from '../spell-check-protocol.js';
import { spellingTokens } from '../spelling-candidates.js';
import { reviewSpelling, taughtWordSet } from './spelling-review.js';

/** A spell checker that knows the given mistakes, or that has no dictionary ready. */
function fakeChecker(mistakes: SpellingMistake[] | undefined): SpellChecker & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    warm: async () => undefined,
    check: async () => ({ mistakes: [], otherLanguage: false }),
    checkWords: async (_language, words) => {
      asked.push([...words]);
      return mistakes && { mistakes: mistakes.filter((mistake) => words.includes(mistake.word)), otherLanguage: false };
    },
    close: async () => undefined,
  };
}

describe('the spelling check of a review', () => {
  it('sends capitalised words too, but no numbers, links, handles, acronyms or emoji', () => {
    expect(spellingTokens('Die Wohnung in Köln hat 3 Zimmer 🙂 https://x.de @ada NASA').map((token) => token.word)).toEqual(['Die', 'Wohnung', 'in', 'Köln', 'hat', 'Zimmer']);
  });

  it('keeps only sure suggestions, and corrects a name-like word only for its accents', async () => {
    const checker = fakeChecker([
      { word: 'cafe', suggestion: 'café', confidence: 'slip' },
      { word: 'güey', suggestion: 'grey', confidence: 'guess' },
      { word: 'Mexico', suggestion: 'México', confidence: 'slip' },
      { word: 'Anna', suggestion: 'Ana', confidence: 'slip' },
      { word: 'naranjes', suggestion: 'naranjas', confidence: 'edit' },
    ]);
    const outcome = await reviewSpelling(checker, 'es', 'Un cafe, güey, con Anna en Mexico y naranjes.', new Set(), 2000);
    expect(outcome.status === 'ran' && outcome.findings.map(({ replacement, category }) => `${replacement}:${category}`)).toEqual(['café:accent', 'México:accent', 'naranjas:spelling']);
  });

  it('leaves a word the dictionary lacks alone when its one suggestion swaps a vowel for a word nobody uses', async () => {
    const checker = fakeChecker([
      { word: 'pupusas', suggestion: 'puposas', confidence: 'edit' },
      { word: 'pirro', suggestion: 'perro', confidence: 'edit' },
    ]);
    const outcome = await reviewSpelling(checker, 'es', 'Comimos pupusas con mi pirro.', new Set(), 2000);
    expect(outcome.status === 'ran' && outcome.findings.map(({ replacement }) => replacement)).toEqual(['perro']);
    expect(outcome.status === 'ran' && outcome.undecided).toEqual(['pupusas']);
    const french = await reviewSpelling(fakeChecker([{ word: 'mangons', suggestion: 'mangeons', confidence: 'edit' }]), 'fr', 'Nous mangons ensemble.', new Set(), 2000);
    expect(french.status === 'ran' && french.findings.map(({ replacement }) => replacement)).toEqual(['mangeons']);
  });

  it('restores no accent on a frequent word of its own beside the accented one, but still on a rare unaccented one', async () => {
    for (const [language, text] of [['ru', 'Мои друзья здесь, но я еще не знаю.'], ['sv', 'Hon sa att hon var trött.']] as const) {
      const outcome = await reviewSpelling(fakeChecker([]), language, text, new Set(), 2000);
      expect(outcome.status === 'ran' && outcome.findings).toEqual([]);
    }
    const spanish = await reviewSpelling(fakeChecker([]), 'es', 'Me gusta la musica.', new Set(), 2000);
    expect(spanish.status === 'ran' && spanish.findings.map(({ replacement }) => replacement)).toEqual(['música']);
  });

  it('corrects a German noun: a lower-case one gets its capital, a long misspelt one its spelling', async () => {
    const checker = fakeChecker([
      { word: 'hund', suggestion: 'Hund', confidence: 'slip' },
      { word: 'Wonung', suggestion: 'Wohnung', confidence: 'edit' },
      { word: 'Anke', suggestion: 'Anker', confidence: 'edit' },
    ]);
    const outcome = await reviewSpelling(checker, 'de', 'Der hund von Anke schläft in der Wonung.', new Set(), 2000);
    expect(outcome.status === 'ran' && outcome.findings.map(({ replacement, category, explanation }) => `${replacement}:${category}:${explanation}`)).toEqual(['Hund:capitalization:nounCapital', 'Wohnung:spelling:spelling']);
  });

  it('never sends a word the tutor used', async () => {
    const checker = fakeChecker([]);
    await reviewSpelling(checker, 'es', 'El finde fuimos a la playa.', taughtWordSet(['¿Qué hiciste el finde?']), 2000);
    expect(checker.asked[0]).not.toContain('finde');
  });

  it('is unavailable when the checker could not check', async () => {
    expect(await reviewSpelling(fakeChecker(undefined), 'de', 'Hallo', new Set(), 5)).toEqual({ status: 'unavailable' });
  });
});
