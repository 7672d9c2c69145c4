import { describe, expect, it } from 'vitest';
import { confusionVariants } from './learner-confusions.js';
import { learnerDistance, rankSuggestion } from './rank-suggestion.js';

/** A tiny dictionary with frequency ranks (unlisted: known to the dictionary, not in the frequency list). */
function lexicon(words: Record<string, number | 'unlisted'>) {
  const known = new Set(Object.keys(words));
  // Frequency lists are in lower case.
  const ranks = new Map(Object.entries(words).map(([word, rank]) => [word.toLowerCase(), rank]));
  return {
    isCorrect: (word: string) => known.has(word),
    rank: (word: string) => {
      const rank = ranks.get(word.toLowerCase());
      return typeof rank === 'number' ? rank : Number.POSITIVE_INFINITY;
    },
  };
}

describe('learner confusions', () => {
  it('undo one confusion of the language at a time, a silent h only at the start', () => {
    expect(confusionVariants('es', 'questa')).toContain('cuesta');
    expect(confusionVariants('es', 'ermano')).toContain('hermano');
    expect(confusionVariants('es', 'ahora')).not.toContain('aora');
    expect(confusionVariants('ru', 'сабак')).toContain('собак');
    expect(confusionVariants('uk', 'чітати')).toContain('читати');
  });

  it('devoice only at the end of a word', () => {
    expect(confusionVariants('ru', 'хлеп')).toContain('хлеб');
    expect(confusionVariants('ru', 'малоко')).not.toContain('малого');
    expect(confusionVariants('de', 'Zuk')).toContain('zug');
  });

  it('cost half an edit', () => {
    expect(learnerDistance('es', 'questa', 'cuesta')).toBe(0.5);
    expect(learnerDistance('es', 'questa', 'quesea')).toBe(1);
    expect(learnerDistance(undefined, 'questa', 'cuesta')).toBe(1);
  });
});

describe('the word a learner most likely meant', () => {
  it("gives 'cuesta' for 'questa', not 'quesea' (a learner confusion and a frequent word beat a shared beginning)", () => {
    const { isCorrect, rank } = lexicon({ cuesta: 1827, quesea: 'unlisted' });
    expect(rankSuggestion('questa', isCorrect, () => ['quesea', 'cuesta'], { language: 'es', rank })).toEqual({ suggestion: 'cuesta', confidence: 'edit' });
  });

  it("gives 'собак' for 'сабак', not 'салак' (unstressed о written а)", () => {
    const { isCorrect, rank } = lexicon({ собак: 3261, салак: 'unlisted' });
    expect(rankSuggestion('сабак', isCorrect, () => ['салак', 'собак'], { language: 'ru', rank })).toEqual({ suggestion: 'собак', confidence: 'edit' });
  });

  it('undoes the same confusion in two places: Russian "харашо" is "хорошо" (both unstressed о written а)', () => {
    const { isCorrect, rank } = lexicon({ хорошо: 50, хараре: 'unlisted' });
    expect(confusionVariants('ru', 'харашо')).not.toContain('хорошо');
    expect(rankSuggestion('харашо', isCorrect, () => ['Хараре'], { language: 'ru', rank })).toEqual({ suggestion: 'хорошо', confidence: 'edit' });
  });

  it('finds a learner confusion the dictionary does not suggest', () => {
    const { isCorrect, rank } = lexicon({ щасливий: 2668 });
    expect(rankSuggestion('шчасливий', isCorrect, () => [], { language: 'uk', rank })).toEqual({ suggestion: 'щасливий', confidence: 'edit' });
  });

  it("does not ask for the dictionary's slow suggestions when a frequent word is one confusion away", () => {
    const { isCorrect, rank } = lexicon({ вода: 400 });
    const suggest = () => {
      throw new Error('the slow suggestions were asked for');
    };
    expect(rankSuggestion('вада', isCorrect, suggest, { language: 'ru', rank })).toEqual({ suggestion: 'вода', confidence: 'edit' });
  });

  it('lets frequency choose between slips: Swedish "kafe" is "kaffe" (coffee), not the rarer "kafé"', () => {
    const { isCorrect, rank } = lexicon({ kaffe: 694, kafé: 'unlisted' });
    expect(rankSuggestion('kafe', isCorrect, () => [], { language: 'sv', rank })).toEqual({ suggestion: 'kaffe', confidence: 'slip' });
  });

  it('weighs an unlisted doubled-letter slip against the dictionary: "resposa" is "resposta" or "reesposa", so no replacement', () => {
    const { isCorrect, rank } = lexicon({ reesposa: 'unlisted', resposta: 816, esposa: 369 });
    expect(rankSuggestion('resposa', isCorrect, () => ['esposa', 'reesposa', 'resposta'], { language: 'pt', rank })).toMatchObject({ confidence: 'guess' });
  });

  it('offers nothing sure for a short word an ordinary edit from a frequent one ("peli" is not "pelo")', () => {
    const { isCorrect, rank } = lexicon({ pelo: 900 });
    expect(rankSuggestion('peli', isCorrect, () => ['pelo'], { language: 'es', rank })).toMatchObject({ confidence: 'guess' });
  });

  it('keeps a missing accent over a rarer consonant confusion ("simpatico": "simpático", not "simpatizo")', () => {
    const { isCorrect, rank } = lexicon({ simpático: 4000, simpatizo: 'unlisted' });
    expect(rankSuggestion('simpatico', isCorrect, () => [], { language: 'es', rank })).toEqual({ suggestion: 'simpático', confidence: 'slip' });
  });

  it("does not take a lower-case word for a name the dictionary knows: Dutch 'mooij' is not 'Mooij', while German 'hund' is 'Hund'", () => {
    const dutch = lexicon({ Mooij: 'unlisted', mooi: 237, mooie: 451 });
    expect(rankSuggestion('mooij', dutch.isCorrect, () => ['mooie', 'Mooij', 'mooi'], { language: 'nl', rank: dutch.rank })).toMatchObject({ confidence: 'guess' });
    const german = lexicon({ Hund: 776, und: 10 });
    expect(rankSuggestion('hund', german.isCorrect, () => ['und', 'Hund'], { language: 'de', rank: german.rank })).toEqual({ suggestion: 'Hund', confidence: 'slip' });
  });

  it('adds the silent final letter a French learner leaves out ("chau" → "chaud")', () => {
    const { isCorrect, rank } = lexicon({ chaud: 2743, chat: 6661 });
    expect(rankSuggestion('chau', isCorrect, () => ['chat'], { language: 'fr', rank })).toEqual({ suggestion: 'chaud', confidence: 'edit' });
  });

  it('offers nothing sure when two candidates are about as likely ("plaje": "plage" or the far commoner "place")', () => {
    const { isCorrect, rank } = lexicon({ plage: 5134, place: 193 });
    expect(rankSuggestion('plaje', isCorrect, () => ['place', 'plage'], { language: 'fr', rank })).toEqual({ suggestion: 'plage', confidence: 'guess', alternatives: ['plage', 'place'] });
  });
});
