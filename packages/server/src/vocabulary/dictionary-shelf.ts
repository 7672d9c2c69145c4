import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '@parla/contract';
import { DictdDictionary } from './dictd-dictionary.js';
import { languageOfCode } from './language-codes.js';

/** Where Debian installs dictd dictionaries (`apt-get install dict-freedict-spa-eng …`). */
export const DEBIAN_DICTD_DIR = '/usr/share/dictd';

/** One installed bilingual dictionary: from `source` words to `target` meanings. */
export interface ShelvedDictionary {
  source: LanguageCode;
  target: LanguageCode;
  /** The dictionary's file name, such as `freedict-spa-eng`. */
  name: string;
  dictionary: DictdDictionary;
}

/** The bilingual dictionaries a server found at start. */
export interface DictionaryShelf {
  dictionaries: readonly ShelvedDictionary[];
}

/**
 * Finds the FreeDict dictionaries (`freedict-xxx-yyy.index` with its `.dict.dz`) in a directory, for the pairs of the
 * product's languages; an absent directory gives an empty shelf. Only file names are read here; an index is read on
 * the first look-up that needs it.
 */
export function detectDictionaries(directory: string = DEBIAN_DICTD_DIR): DictionaryShelf {
  if (!existsSync(directory)) {
    return { dictionaries: [] };
  }
  const dictionaries: ShelvedDictionary[] = [];
  for (const file of readdirSync(directory).sort()) {
    const match = /^(freedict-([a-z]{3})-([a-z]{3}))\.index$/.exec(file);
    const source = match?.[2] ? languageOfCode(match[2]) : undefined;
    const target = match?.[3] ? languageOfCode(match[3]) : undefined;
    if (!match?.[1] || !source || !target || !existsSync(join(directory, `${match[1]}.dict.dz`))) {
      continue;
    }
    dictionaries.push({ source, target, name: match[1], dictionary: new DictdDictionary(join(directory, match[1])) });
  }
  return { dictionaries };
}
