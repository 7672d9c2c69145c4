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
