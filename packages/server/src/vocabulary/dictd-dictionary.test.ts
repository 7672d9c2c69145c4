import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeTinyDictionary } from '../../test/dictd-files.js';
import { DictdDictionary, decodeDictdNumber } from './dictd-dictionary.js';
import { DEBIAN_DICTD_DIR, detectDictionaries } from './dictionary-shelf.js';
import { meaningOfEntries } from './word-lookup.js';

const ENTRIES = {
  gato: 'gato /ɡˈato/\n1. cat\n2. jack\n',
  casa: 'casa /kˈasa/\nhouse\n',
  'árbol': 'árbol /ˈaɾβol/\ntree\n',
};

describe('a dictd dictionary', () => {
  it('decodes the index numbers', () => {
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('Z+t')).toBe(25 * 64 * 64 + 62 * 64 + 45);
  });

  for (const format of ['gzip', 'dictzip'] as const) {
    it(`reads entries from a ${format} file`, () => {
      const directory = writeTinyDictionary('freedict-spa-eng', ENTRIES, format);
      const dictionary = new DictdDictionary(`${directory}/freedict-spa-eng`);
      expect(dictionary.define('gato')).toEqual([ENTRIES.gato]);
      expect(dictionary.define('árbol')).toEqual([ENTRIES['árbol']]);
      expect(dictionary.define('casa')).toEqual([ENTRIES.casa]);
      expect(dictionary.define('perro')).toEqual([]);
      expect(dictionary.define('gat')).toEqual([]);
    });
  }

  it('returns every entry of a headword that has several, in index order, and only its own for a prefix of another', () => {
    const hund = ['Hund /hˈʊnt/\nmine car\n', 'Hund /hˈʊnt/\ndog\n', 'Hund /hˈʊnt/\ncanine\n'] as const;
    const hunde = 'Hunde /hˈʊndə/\ndogs\n';
    const directory = writeTinyDictionary(
      'freedict-deu-eng',
      [['Hunde', hunde], ['Hund', hund[0]], ['Haus', 'Haus /hˈaʊs/\nhouse\n'], ['Hund', hund[1]], ['Hundert', 'Hundert\nhundred\n'], ['Hund', hund[2]]],
      'dictzip',
    );
    const dictionary = new DictdDictionary(`${directory}/freedict-deu-eng`);

    expect(dictionary.define('Hund')).toEqual([...hund]);
    expect(dictionary.define('Hunde')).toEqual([hunde]);
    expect(dictionary.define('Hun')).toEqual([]);
    expect(dictionary.define('hund')).toEqual([]);
  });

  it('looks a word up without searching the whole index: 2,000 look-ups in an index of 100,000 headwords within 250 ms', () => {
    const entries = Array.from({ length: 100_000 }, (_, index) => [`Wort${String(index).padStart(6, '0')}`, `Wort\nword ${index}\n`] as const);
    const directory = writeTinyDictionary('freedict-deu-eng', entries);
    const dictionary = new DictdDictionary(`${directory}/freedict-deu-eng`);
    expect(dictionary.define('Wort000000')).toEqual(['Wort\nword 0\n']);

    const definitions: string[][] = [];
    const started = performance.now();
    for (let lookUp = 0; lookUp < 2000; lookUp += 1) {
      definitions.push(dictionary.define('Wort099999'));
    }
    const elapsedMs = performance.now() - started;

    expect(new Set(definitions.map((entries) => entries.join('|')))).toEqual(new Set(['Wort\nword 99999\n']));
    expect(elapsedMs).toBeLessThan(250);
  });

  it('is found on a shelf by its file name, for the pairs of the product languages', () => {
    const directory = writeTinyDictionary('freedict-spa-eng', ENTRIES);
    expect(detectDictionaries(directory).dictionaries.map(({ source, target, name }) => ({ source, target, name }))).toEqual([
      { source: 'es', target: 'en', name: 'freedict-spa-eng' },
    ]);
    expect(detectDictionaries(`${directory}/absent`).dictionaries).toEqual([]);
  });
});

describe('the meaning of an entry', () => {
  it('lists the senses without the headword line, numbers, grammar notes or cross-references', () => {
    expect(meaningOfEntries([ENTRIES.gato])).toBe('cat; jack');
    expect(meaningOfEntries(['猫 /nˈe̞ko̞/\n1. (noun (common) (futsuumeishi))\ncat\n2. shamisen\n3. {猫車}\n   Note: abbreviation\n'])).toBe('cat; shamisen');
    expect(meaningOfEntries(['飲む /no̞mɯᵝ/\n(Godan verb)\nto drink, to gulp\n2. {喫む} (also written 喫む)\nto smoke (tobacco)\n'])).toBe('to drink, to gulp; to smoke (tobacco)');
    expect(meaningOfEntries(['nada\n'])).toBeNull();
  });

  it('joins the senses of every entry of a headword, without examples, synonyms or see-lines, five at most', () => {
    const entries = [
      'Hund /hˈʊnt/ <masc, n, sg>\nmine car <n>\n   Synonyms: {Förderwagen}\n\n see: {Förderwagen}\n',
      'Hund /hˈʊnt/ <masc, n, sg>\n [zool.] dog <n>, dawg <n>\n      "einen Hund abrichten"  - train a dog\n',
      'Hund /hˈʊnt/ <masc, n, sg>\ncanine <n>\n',
      'Hund /hˈʊnt/\nmine car <n>\none\ntwo\nthree\n',
    ];
    expect(meaningOfEntries(entries)).toBe('mine car <n>; [zool.] dog <n>, dawg <n>; canine <n>; one; two');
  });
});

describe("Debian's installed FreeDict Spanish–English dictionary", () => {
  it('gives "cat" for gato when installed, and is absent from the shelf otherwise', () => {
    const installed = existsSync(`${DEBIAN_DICTD_DIR}/freedict-spa-eng.index`);
    const shelf = detectDictionaries();
    const spanish = shelf.dictionaries.find((shelved) => shelved.name === 'freedict-spa-eng');
    expect(spanish !== undefined).toBe(installed);
    if (spanish) {
      expect(meaningOfEntries(spanish.dictionary.define('gato'))).toBe('cat; jack');
      expect(meaningOfEntries(spanish.dictionary.define('árbol'))).toBe('tree');
    }
  });
});

/** A word of each FreeDict pair Debian 12 packages for the product's languages, and a word its meaning must contain. */
const DEBIAN_SAMPLES: Readonly<Record<string, readonly [word: string, meaning: string]>> = {
  'freedict-spa-eng': ['perro', 'dog'],
  'freedict-eng-spa': ['dog', 'perro'],
  'freedict-fra-eng': ['chien', 'dog'],
  'freedict-eng-fra': ['dog', 'chien'],
  'freedict-deu-eng': ['hund', 'dog'],
  'freedict-eng-deu': ['dog', 'Hund'],
  'freedict-ita-eng': ['cane', 'dog'],
  'freedict-eng-ita': ['dog', 'cane'],
  'freedict-por-eng': ['cão', 'dog'],
  'freedict-eng-por': ['dog', 'cão'],
  'freedict-jpn-eng': ['犬', 'dog'],
  'freedict-eng-jpn': ['dog', '犬'],
};

describe("every installed Debian FreeDict pair", () => {
  it('answers a common word with its meaning (dictzip read chunk by chunk)', () => {
    for (const shelved of detectDictionaries().dictionaries) {
      const sample = DEBIAN_SAMPLES[shelved.name];
      expect(sample, `no sample word for ${shelved.name}`).toBeDefined();
      const [word, meaning] = sample ?? ['', ''];
      expect(meaningOfEntries(shelved.dictionary.define(word)), shelved.name).toContain(meaning);
    }
  });
});
