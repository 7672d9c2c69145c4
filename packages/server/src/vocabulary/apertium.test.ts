import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@parla/contract';
import { apertiumPair, detectApertium, pairsOfModes, translateWithApertium, withoutMarks, type ApertiumMode } from './apertium.js';

const mode = (source: LanguageCode, target: LanguageCode, name: string): ApertiumMode => ({ source, target, mode: name, analyser: null });

describe('Apertium pairs', () => {
  it('lists each mode, and each missing pair through one language in between', () => {
    const pairs = pairsOfModes([mode('en', 'es', 'eng-spa'), mode('es', 'en', 'spa-eng'), mode('fr', 'es', 'fr-es'), mode('es', 'fr', 'es-fr')]);
    expect(pairs).toEqual([
      { source: 'en', target: 'es', engine: 'apertium eng-spa', via: null },
      { source: 'es', target: 'en', engine: 'apertium spa-eng', via: null },
      { source: 'fr', target: 'es', engine: 'apertium fr-es', via: null },
      { source: 'es', target: 'fr', engine: 'apertium es-fr', via: null },
      { source: 'en', target: 'fr', engine: 'apertium eng-spa + es-fr', via: 'es' },
      { source: 'fr', target: 'en', engine: 'apertium fr-es + spa-eng', via: 'es' },
    ]);
  });

  it("removes Apertium's marks of unknown, uninflected and untranslated words, and nothing else", () => {
    expect(withoutMarks('We speak with the *zorroquelo, #hablar and @casa.')).toBe('We speak with the zorroquelo, hablar and casa.');
    expect(withoutMarks('Write to ana@example.com about #5 (*nota*).')).toBe('Write to ana@example.com about 5 (nota*).');
    expect(withoutMarks('It would want a coffee,  he you likes.\n\n  Next line')).toBe('It would want a coffee, he you likes.\n\n  Next line');
  });

  it('finds nothing without the data folder or without the program, so translation stays a 501', () => {
    const empty = mkdtempSync(join(tmpdir(), 'parla-apertium-'));
    expect(detectApertium({ dataDir: empty })).toMatchObject({ modes: [], pairs: [] });
    mkdirSync(join(empty, 'modes'));
    writeFileSync(join(empty, 'modes', 'spa-eng.mode'), "lt-proc '/nowhere/spa-eng.automorf.bin' | apertium-tagger\n");
    expect(detectApertium({ dataDir: empty, command: join(empty, 'no-apertium') })).toMatchObject({ modes: [], pairs: [] });
  });
});

/** A sentence in each language of the Apertium pairs .ci/run installs, and a word its translation into each language must contain. */
const SENTENCES: Partial<Record<LanguageCode, { sentence: string; word: RegExp }>> = {
  en: { sentence: 'The house is very big.', word: /\bhouse\b/i },
  es: { sentence: 'La casa es muy grande.', word: /\bcasa\b/i },
  fr: { sentence: 'La maison est très grande.', word: /\bmaison\b/i },
  it: { sentence: 'La casa è molto grande.', word: /\bcasa\b/i },
  pt: { sentence: 'A casa é muito grande.', word: /\bcasa\b/i },
};

describe("Debian's installed Apertium", () => {
  const apertium = detectApertium();

  it('is found with the pairs .ci/run installs (eng-spa, es-pt, fr-es, spa-ita: eight modes) when run by CI', () => {
    if (process.env.CI) {
      expect(apertium.modes.map(({ mode: name }) => name).sort()).toEqual(['eng-spa', 'es-fr', 'es-pt', 'fr-es', 'ita-spa', 'pt-es', 'spa-eng', 'spa-ita']);
    }
    for (const installed of apertium.modes) {
      expect(installed.analyser, installed.mode).toMatch(/\.automorf\.bin$/);
    }
  });

  it('translates a sentence with every installed mode, without marks', async () => {
    const signal = new AbortController().signal;
    // One at a time: each mode is a pipeline of some ten programs, and the suite's other files share the cores.
    for (const { source, target, mode: name } of apertium.modes) {
      const from = SENTENCES[source];
      const to = SENTENCES[target];
      expect(from && to, `no sample sentence for ${name}`).toBeTruthy();
      const translated = await translateWithApertium(apertium, from?.sentence ?? '', source, target, signal);
      expect(translated, name).toMatch(to?.word ?? /^$/);
      expect(translated, name).not.toMatch(/[*#@]/);
    }
  });

  it('translates a pair without a mode of its own through the language in between (French to English through Spanish)', async () => {
    const pair = apertiumPair(apertium, 'fr', 'en');
    if (apertium.modes.some((installed) => installed.mode === 'fr-es') && apertium.modes.some((installed) => installed.mode === 'spa-eng')) {
      expect(pair).toEqual({ source: 'fr', target: 'en', engine: 'apertium fr-es + spa-eng', via: 'es' });
      expect(await translateWithApertium(apertium, 'La maison est très grande.', 'fr', 'en', new AbortController().signal)).toMatch(/\bhouse\b/i);
    } else {
      expect(pair).toBeUndefined();
    }
  });
});
