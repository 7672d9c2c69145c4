import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeTinyDictionary } from '../../test/dictd-files.js';
import { DictdDictionary, decodeDictdNumber } from './dictd-dictionary.js';
import { DEBIAN_DICTD_DIR, detectDictionaries } from './dictionary-shelf.js';
import { meaningOfEntry } from './word-lookup.js';

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
    expect(meaningOfEntry(ENTRIES.gato)).toBe('cat; jack');
    expect(meaningOfEntry('猫 /nˈe̞ko̞/\n1. (noun (common) (futsuumeishi))\ncat\n2. shamisen\n3. {猫車}\n   Note: abbreviation\n')).toBe('cat; shamisen');
    expect(meaningOfEntry('nada\n')).toBeNull();
  });
});

describe("Debian's installed FreeDict Spanish–English dictionary", () => {
  it('gives "cat" for gato when installed, and is absent from the shelf otherwise', () => {
    const installed = existsSync(`${DEBIAN_DICTD_DIR}/freedict-spa-eng.index`);
    const shelf = detectDictionaries();
    const spanish = shelf.dictionaries.find((shelved) => shelved.name === 'freedict-spa-eng');
    expect(spanish !== undefined).toBe(installed);
    if (spanish) {
      expect(spanish.dictionary.define('gato').map(meaningOfEntry)).toEqual(['cat; jack']);
      expect(spanish.dictionary.define('árbol').map(meaningOfEntry)).toEqual(['tree']);
    }
  });
});
