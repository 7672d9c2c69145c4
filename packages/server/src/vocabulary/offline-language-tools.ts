import { detectApertium, type ApertiumInstall } from './apertium.js';
import { createBaseForms, type BaseForms } from './base-forms.js';
import { detectDictionaries, type DictionaryShelf } from './dictionary-shelf.js';

let apertium: ApertiumInstall | undefined;
let baseForms: BaseForms | undefined;
let dictionaries: DictionaryShelf | undefined;

/** Apertium as installed on this machine (Debian's folders, `apertium` from PATH), detected once per process. */
export function installedApertium(): ApertiumInstall {
  apertium ??= detectApertium();
  return apertium;
}

/** The base-form analysers of this machine (Apertium's, else `hunspell`), found once per process. */
export function installedBaseForms(): BaseForms {
  baseForms ??= createBaseForms({ apertium: installedApertium() });
  return baseForms;
}

/** The FreeDict dictionaries installed on this machine (Debian's folder), found once per process. */
export function installedDictionaries(): DictionaryShelf {
  dictionaries ??= detectDictionaries();
  return dictionaries;
}
