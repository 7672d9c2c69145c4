import type { LanguageCode, WordLookup } from '@parla/contract';
import type { TutorEngine } from '../tutor/tutor-engine.js';
import type { DictionaryShelf } from './dictionary-shelf.js';

/** Most senses a looked-up meaning lists. */
const MAX_SENSES = 5;

/**
 * The senses of a FreeDict entry: its first line (headword and pronunciation) dropped, and sense numbers, grammar
 * notes in parentheses, cross-references in braces, `Note:`, `Synonyms:` and `see:` lines and quoted examples left out.
 */
export function sensesOfEntry(entry: string): string[] {
  const senses: string[] = [];
  for (const raw of entry.split('\n').slice(1)) {
    const line = raw
      .trim()
      .replace(/^\d+\.\s*/, '')
      .trim();
    if (!line || line.startsWith('"') || /^\(.*\)$/.test(line) || /^\{.*\}$/.test(line) || /^(Note|Synonyms?|See also|see):/i.test(line)) {
      continue;
    }
    if (!senses.includes(line)) {
      senses.push(line);
    }
  }
  return senses;
}

/** The meaning of one or more entries of a headword: at most {@link MAX_SENSES} distinct senses joined with "; ", or null. */
export function meaningOfEntries(entries: readonly string[]): string | null {
  const senses = [...new Set(entries.flatMap(sensesOfEntry))];
  return senses.length > 0 ? senses.slice(0, MAX_SENSES).join('; ') : null;
}

/** What a look-up needs: the words' language and the learner's. */
export interface LookupRequest {
  word: string;
  language: LanguageCode;
  native: LanguageCode;
}

/** The sentence a look-up answers when nothing covers the pair. */
export function noSourceMessage(language: LanguageCode, native: LanguageCode): string {
  return `No dictionary covers ${language}→${native} here, and no language model is configured.`;
}

/** The dictionary's meaning of a word: as written, then in lower case (some dictionaries fold their headwords). */
function fromDictionary(shelf: DictionaryShelf, request: LookupRequest): { meaning: string; name: string; headword: string } | undefined {
  const word = request.word.normalize('NFC').trim();
  const forms = [...new Set([word, word.toLocaleLowerCase(request.language)])];
  for (const shelved of shelf.dictionaries) {
    if (shelved.source !== request.language || shelved.target !== request.native) {
      continue;
    }
    for (const form of forms) {
      const meaning = meaningOfEntries(shelved.dictionary.define(form));
      if (meaning) {
        return { meaning, name: shelved.name, headword: form };
      }
    }
  }
  return undefined;
}

/**
 * Looks a word up: in an installed bilingual dictionary of the pair first, else with the model (the tutor's
 * `translate`, through `viaModel` so the caller can count it), else answers plainly that nothing covers the pair.
 * A word the dictionary lacks goes to the model too; with no model it answers "not found" with the dictionary's name.
 */
export async function lookUpWord(
  shelf: DictionaryShelf,
  tutor: Pick<TutorEngine, 'name' | 'translate'>,
  request: LookupRequest,
  viaModel: (work: () => Promise<string>) => Promise<string>,
  signal: AbortSignal,
): Promise<WordLookup> {
  const base = { word: request.word, language: request.language, native_language: request.native, base_form: null };
  const found = fromDictionary(shelf, request);
  if (found) {
    return { ...base, meaning: found.meaning, source: 'dictionary', engine: found.name, message: null };
  }
  const covering = shelf.dictionaries.find((shelved) => shelved.source === request.language && shelved.target === request.native);
  const translate = tutor.translate?.bind(tutor);
  if (translate) {
    const meaning = await viaModel(async () => {
      const result = await translate({ text: request.word, sourceLanguage: request.language, targetLanguage: request.native }, signal);
      return result.translatedText.trim();
    });
    return { ...base, meaning, source: 'model', engine: tutor.name, message: null };
  }
  if (covering) {
    return { ...base, meaning: null, source: 'none', engine: null, message: `“${request.word}” is not in ${covering.name}, and no language model is configured.` };
  }
  return { ...base, meaning: null, source: 'none', engine: null, message: noSourceMessage(request.language, request.native) };
}
