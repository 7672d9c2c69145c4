import type { LanguageCode } from '@parla/contract';

/**
 * Words that are right both with and without an accent, the accent telling two common words apart (Spanish "esta"
 * and "está", Italian "e" and "è"): never restored from word counts, only by context rules. Their unaccented forms,
 * per language: the languages' diacritic pairs (tilde diacrítica, accento distintivo, accent grammatical).
 */
const HOMOGRAPHS: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  es: new Set(['el', 'tu', 'mi', 'si', 'se', 'de', 'te', 'mas', 'aun', 'solo', 'esta', 'este', 'estas', 'estos', 'ese', 'esa', 'eso', 'esos', 'esas', 'aquel', 'que', 'quien', 'quienes', 'como', 'cual', 'cuales', 'cuando', 'cuanto', 'cuanta', 'cuantos', 'cuantas', 'donde', 'adonde', 'o']),
  pt: new Set(['e', 'a', 'as', 'esta', 'este', 'da', 'de', 'do', 'pais', 'se', 'nos', 'por', 'pode', 'pe', 'tem', 'vem', 'avo', 'que', 'porque', 'sabia', 'secretaria', 'pelo', 'pela', 'para']),
  fr: new Set(['a', 'ou', 'la', 'du', 'sur', 'des', 'mur', 'cote', 'tache', 'peche', 'jeune', 'foret', 'marche']),
  it: new Set(['e', 'si', 'la', 'li', 'da', 'se', 'ne', 'te', 'di', 'papa', 'pero', 'ancora', 'principi', 'meta']),
};

const endsWith = (written: string, accented: string, plain: string, marked: readonly string[]) => written.endsWith(plain) && marked.some((ending) => accented.endsWith(ending));

/**
 * Whether the pair is one of a language's regular verb-form pairs that only the accent tells apart: Spanish
 * "hablo"/"habló", "hable"/"hablé", "llegara"/"llegará"; Italian "parlo"/"parlò"; Portuguese "falamos"/"falámos";
 * French "parle"/"parlé"; German "konnte"/"könnte". Both are right; only the sentence can say which.
 */
function verbFormPair(language: LanguageCode, written: string, accented: string): boolean {
  switch (language) {
    case 'es':
      return endsWith(written, accented, 'o', ['ó']) || endsWith(written, accented, 'e', ['é']) || endsWith(written, accented, 'ra', ['rá']) || endsWith(written, accented, 'ras', ['rás']);
    case 'it':
      return endsWith(written, accented, 'o', ['ò']);
    case 'pt':
      return endsWith(written, accented, 'amos', ['ámos']) || endsWith(written, accented, 'o', ['ó']);
    case 'fr':
      return endsWith(written, accented, 'e', ['é']) || endsWith(written, accented, 'es', ['és']);
    case 'de':
      // Preterite and subjunctive II: "konnte"/"könnte", "wurde"/"würde", "hatten"/"hätten".
      return /(te|ten|test|tet|de|den|dest|det)$/.test(written);
    default:
      return false;
  }
}

/** Whether the word is one of the language's diacritic pairs written without its accent ("esta", "e", "avo"). */
export function isAccentHomograph(language: LanguageCode, written: string): boolean {
  return HOMOGRAPHS[language]?.has(written.toLowerCase()) === true;
}

/** Whether a word the dictionary accepts may be the accented word misspelt, rather than another right word (see above). */
export function mayRestoreAccent(language: LanguageCode, written: string, accented: string): boolean {
  const lower = written.toLowerCase();
  return !HOMOGRAPHS[language]?.has(lower) && !verbFormPair(language, lower, accented.toLowerCase());
}
