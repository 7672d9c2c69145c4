import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@parla/contract';
import { detectApertium } from './apertium.js';
import { createBaseForms, distinctForms, lemmasOfAnalysis, stemsOfHunspell } from './base-forms.js';

describe('base forms from analysers', () => {
  it("reads lt-proc's lemmas: tags dropped, multiwords joined, enclitics and unknown words left out", () => {
    expect(lemmasOfAnalysis('^casas/casa<n><f><pl>/casar<vblex><pri><p2><sg>$\n')).toEqual(['casa', 'casar']);
    expect(lemmasOfAnalysis('^tomamos el pelo/tomar<vblex><pri><p1><pl># el pelo$')).toEqual(['tomar el pelo']);
    expect(lemmasOfAnalysis('^dámelo/dar<vblex><imp><p2><sg>+me<prn>+lo<prn>$')).toEqual(['dar']);
    expect(lemmasOfAnalysis('^zorroquelo/*zorroquelo$')).toEqual([]);
  });

  it("reads hunspell -s's stems, one a line after the word", () => {
    expect(stemsOfHunspell('Häuser häuser\nHäuser haus\nHäuser Haus\n\n')).toEqual(['häuser', 'haus', 'Haus']);
    expect(stemsOfHunspell('zzxqy\n\n')).toEqual([]);
  });

  it('keeps distinct forms other than the word, in the word’s case where asked', () => {
    expect(distinctForms('Häuser', ['häuser', 'haus', 'Haus'], 'de', true)).toEqual(['Haus']);
    expect(distinctForms('Hablamos', ['hablar', 'Hablar'], 'es', false)).toEqual(['hablar']);
  });

  it('knows no base form for a language without an analyser, or with none installed', async () => {
    const none = createBaseForms({ apertium: { command: 'apertium', dataDir: '', modes: [], pairs: [] }, hunspell: null });
    expect(none.engines).toEqual({});
    expect(await none.of('hablamos', 'es', new AbortController().signal)).toEqual([]);
  });
});

/** An inflected word per language, and the base form it must lead to (Apertium's analysers where installed, else Hunspell). */
const INFLECTED: ReadonlyArray<[LanguageCode, string, string]> = [
  ['es', 'hablamos', 'hablar'],
  ['es', 'Casas', 'casa'],
  ['fr', 'maisons', 'maison'],
  ['it', 'parliamo', 'parlare'],
  ['pt', 'falamos', 'falar'],
  ['en', 'houses', 'house'],
  ['de', 'Häuser', 'Haus'],
  ['de', 'schönen', 'schön'],
  ['ru', 'книги', 'книга'],
];

describe("this machine's analysers (Apertium's from Debian, else hunspell with the dictionary-* packages)", () => {
  const baseForms = createBaseForms({ apertium: detectApertium() });

  it('are all there when run by CI', () => {
    if (process.env.CI) {
      expect(baseForms.engines).toMatchObject({ es: 'apertium', fr: 'apertium', it: 'apertium', pt: 'apertium', en: 'apertium', de: 'hunspell', ru: 'hunspell' });
    }
  });

  it('find the base form of an inflected word in each language they cover', async () => {
    const signal = new AbortController().signal;
    const covered = INFLECTED.filter(([language]) => baseForms.engines[language]);
    const found: Array<string | undefined> = [];
    for (const [language, word] of covered) {
      found.push((await baseForms.of(word, language, signal))[0]);
    }
    expect(found).toEqual(covered.map(([, , base]) => base));
  });
});
