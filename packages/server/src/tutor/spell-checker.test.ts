import { afterAll, describe, expect, it } from 'vitest';
import { createSpellChecker } from './spell-checker.js';

const checker = createSpellChecker();

afterAll(async () => {
  await checker.close();
});

describe('the worker-thread spell checker', () => {
  it('keeps the event loop responsive while the French dictionary loads', async () => {
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 20);
    const started = performance.now();
    const first = await checker.check('fr', 'Je bois un cafe.', { budgetMs: 150 });
    const firstAnswerMs = performance.now() - started;
    await checker.warm('fr');
    clearInterval(timer);
    expect(first).toEqual({ mistakes: [], otherLanguage: false });
    expect(firstAnswerMs).toBeLessThan(1000);
    expect(longestGap).toBeLessThan(200);
  });

  it('corrects French once the dictionary is loaded', async () => {
    await checker.warm('fr');
    expect((await checker.check('fr', 'Je bois un cafe dans la mainson.')).mistakes.map(({ word, suggestion }) => ({ word, suggestion }))).toEqual([
      { word: 'cafe', suggestion: 'café' },
      { word: 'mainson', suggestion: 'maison' },
    ]);
    expect((await checker.check('fr', "Bonjour, je m'appelle Ada et j’aime l'eau.")).mistakes.map(({ word, suggestion }) => ({ word, suggestion }))).toEqual([]);
  });

  it('accepts American and British English spelling alike, and still corrects a misspelt word', async () => {
    await checker.warm('en');
    expect((await checker.check('en', 'My favourite colour is grey and I organise my centre.')).mistakes.map(({ word, suggestion }) => ({ word, suggestion }))).toEqual([]);
    expect((await checker.check('en', 'My favorite color is gray and I organize my center.')).mistakes.map(({ word, suggestion }) => ({ word, suggestion }))).toEqual([]);
    expect(await checker.check('en', 'I realy like the theatre.')).toEqual({ mistakes: [{ word: 'realy', suggestion: 'really', confidence: 'slip' }], otherLanguage: false });
  });

  it('reads a message of a few words with one slip as the language, and a few words of another language as not', async () => {
    await Promise.all([checker.warm('fr'), checker.warm('ru')]);
    // Two words long enough to count, one misspelt: a tie that used to read as another language.
    expect(await checker.checkWords('ru', ['Я', 'работаю', 'в', 'болнице'], { waitMs: 30_000 })).toEqual({ mistakes: [{ word: 'болнице', suggestion: 'больнице', confidence: 'edit' }], otherLanguage: false });
    expect(await checker.checkWords('fr', ['dont', 'understand'], { waitMs: 30_000 })).toEqual({ mistakes: [], otherLanguage: true });
  }, 40_000);

  it('corrects Portuguese', async () => {
    await checker.warm('pt');
    expect((await checker.check('pt', 'Muito obrigadu pela ajuda.')).mistakes.map(({ word, suggestion }) => ({ word, suggestion }))).toEqual([{ word: 'obrigadu', suggestion: 'obrigado' }]);
  });

  it("suggests 'café' for 'caffe' in Spanish and does not flag proper names", async () => {
    await checker.warm('es');
    expect((await checker.check('es', 'Quiero un caffe.')).mistakes.map(({ word, suggestion }) => ({ word, suggestion }))).toEqual([{ word: 'caffe', suggestion: 'café' }]);
    expect(await checker.check('es', 'Hola, me llamo Ada')).toEqual({ mistakes: [], otherLanguage: false });
  });

  it("suggests the word a learner meant: a frequent word one learner confusion away, not the dictionary's first choice", async () => {
    await Promise.all([checker.warm('es'), checker.warm('ru')]);
    const sure = (report: Awaited<ReturnType<typeof checker.check>>) => report.mistakes.map(({ word, suggestion, confidence }) => ({ word, suggestion, confidence }));
    expect(sure(await checker.check('es', 'Me questa mucho entenderte.'))).toEqual([{ word: 'questa', suggestion: 'cuesta', confidence: 'edit' }]);
    expect(sure(await checker.check('ru', 'Во дворе много сабак.'))).toEqual([{ word: 'сабак', suggestion: 'собак', confidence: 'edit' }]);
  });

  it('reports at most three mistakes, one suggestion each', async () => {
    await checker.warm('es');
    const { mistakes } = await checker.check('es', 'perrro gatto cassa messa');
    expect(mistakes).toHaveLength(3);
    expect(mistakes.every((mistake) => typeof mistake.suggestion === 'string')).toBe(true);
  });

  describe('when most of the text is in another language', () => {
    it('calls nothing misspelt and says the text is in another language', async () => {
      await checker.warm('en');
      await checker.warm('fr');
      expect(await checker.check('en', 'Hola, me llamo Ada.')).toEqual({ mistakes: [], otherLanguage: true });
      expect(await checker.check('fr', 'i dont understand')).toEqual({ mistakes: [], otherLanguage: true });
      expect(await checker.check('en', 'Hola amigo, ¿cómo estás? Quiero aprender inglés.')).toEqual({ mistakes: [], otherLanguage: true });
    });

    it('still corrects a short text with a misspelt word in it', async () => {
      await checker.warm('en');
      await checker.warm('fr');
      expect(await checker.check('en', 'I realy like it')).toEqual({ mistakes: [{ word: 'realy', suggestion: 'really', confidence: 'slip' }], otherLanguage: false });
      expect(await checker.check('fr', 'Je voudrais un cafe.')).toEqual({ mistakes: [{ word: 'cafe', suggestion: 'café', confidence: 'slip' }], otherLanguage: false });
    });
  });

  it('answers at once for a language without a dictionary', async () => {
    expect(await checker.check('ja', 'こんにちは')).toEqual({ mistakes: [], otherLanguage: false });
  });

  it('loads every language that has a dictionary package', async () => {
    for (const language of ['en', 'de', 'it', 'nl', 'pl', 'ru', 'sv', 'tr', 'uk'] as const) {
      await checker.warm(language);
    }
    expect((await checker.check('it', 'Un caffe, per favore.')).mistakes.map(({ word, suggestion }) => ({ word, suggestion }))).toEqual([{ word: 'caffe', suggestion: 'caffè' }]);
    expect(await checker.check('pl', 'Dzien dobry.')).toEqual({ mistakes: [{ word: 'Dzien', suggestion: 'Dzień', confidence: 'slip' }], otherLanguage: false });
    expect((await checker.check('de', 'Ich heisse Ada und wohne in der Strasse am Fluss.')).mistakes.map(({ word, suggestion }) => ({ word, suggestion }))).toEqual([
      { word: 'heisse', suggestion: 'heiße' },
    ]);
  }, 60_000);
});

describe('checking chosen words for a review', () => {
  it('waits for a dictionary still loading instead of answering "nothing found"', async () => {
    const fresh = createSpellChecker();
    try {
      const report = await fresh.checkWords('sv', ['Jag', 'tycker', 'om', 'appelsiner'], { waitMs: 30_000 });
      expect(report?.mistakes.map(({ word, suggestion }) => ({ word, suggestion }))).toEqual([{ word: 'appelsiner', suggestion: 'apelsiner' }]);
    } finally {
      await fresh.close();
    }
  }, 40_000);

  it('says it could not check when the dictionary is not loaded in time, or the language has none', async () => {
    const fresh = createSpellChecker();
    try {
      expect(await fresh.checkWords('nl', ['Ik', 'drink', 'melck'], { waitMs: 1 })).toBeUndefined();
      expect(await fresh.checkWords('ja', ['こんにちは'])).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it('checks capitalised words too: German nouns', async () => {
    await checker.warm('de');
    const report = await checker.checkWords('de', ['Die', 'Wonung', 'und', 'der', 'hund']);
    expect(report?.mistakes.map(({ word, suggestion, confidence }) => ({ word, suggestion, confidence }))).toEqual([
      { word: 'Wonung', suggestion: 'Wohnung', confidence: 'edit' },
      { word: 'hund', suggestion: 'Hund', confidence: 'slip' },
    ]);
  });
});
