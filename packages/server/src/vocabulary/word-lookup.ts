import type { LanguageCode, WordLookup } from '@parla/contract';
import type { TutorEngine } from '../tutor/tutor-engine.js';
import type { BaseForms } from './base-forms.js';
import type { DictionaryShelf } from './dictionary-shelf.js';
import type { JapaneseWord } from './japanese-reader.js';

/** Most senses a looked-up meaning lists. */
const MAX_SENSES = 5;

/**
 * The senses of a FreeDict entry: its first line (headword and pronunciation) dropped, and sense numbers, grammar
 * notes in parentheses, cross-references in braces (with or without notes after them), `Note:`, `Synonyms:` and `see:`
 * lines and quoted examples left out.
 */
export function sensesOfEntry(entry: string): string[] {
  const senses: string[] = [];
  for (const raw of entry.split('\n').slice(1)) {
    const line = raw
      .trim()
      .replace(/^\d+\.\s*/, '')
      .trim();
    // A cross-reference with only notes after it ("{喫む} (also written 喫む)") is no sense either.
    const reference = /^\{[^}]*\}(\s*\([^)]*\))*$/.test(line);
    if (!line || line.startsWith('"') || /^\(.*\)$/.test(line) || reference || /^(Note|Synonyms?|See also|see):/i.test(line)) {
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

/** Where a look-up finds meanings and base forms. */
export interface LookupSources {
  /** The installed bilingual dictionaries. */
  shelf: DictionaryShelf;
  /** The morphological analysers that find an inflected word's dictionary form; none: no base forms. */
  baseForms?: BaseForms;
  /** A Japanese word's reading and dictionary form (kuromoji); none: neither for Japanese. */
  japanese?: (word: string) => Promise<JapaneseWord>;
}

/** The dictionary's meaning of a word: as written, then in lower case (some dictionaries fold their headwords). */
function fromDictionary(shelf: DictionaryShelf, request: LookupRequest, written: string): { meaning: string; name: string } | undefined {
  const word = written.normalize('NFC').trim();
  const forms = [...new Set([word, word.toLocaleLowerCase(request.language)])];
  for (const shelved of shelf.dictionaries) {
    if (shelved.source !== request.language || shelved.target !== request.native) {
      continue;
    }
    for (const form of forms) {
      const meaning = meaningOfEntries(shelved.dictionary.define(form));
      if (meaning) {
        return { meaning, name: shelved.name };
      }
    }
  }
  return undefined;
}

/**
 * The word's meaning and base form from the dictionary: the word as written when the dictionary has it (with the
 * first of its base forms the dictionary also has, else the analyser's first), else the first base form it has.
 */
function fromDictionaryWithBaseForm(
  shelf: DictionaryShelf,
  request: LookupRequest,
  baseForms: readonly string[],
): { meaning: string; name: string; baseForm: string | null } | undefined {
  const found = fromDictionary(shelf, request, request.word);
  const formsFound = baseForms.map((form) => ({ form, found: fromDictionary(shelf, request, form) }));
  const firstKnown = formsFound.find((candidate) => candidate.found);
  if (found) {
    return { ...found, baseForm: firstKnown?.form ?? baseForms[0] ?? null };
  }
  return firstKnown?.found ? { ...firstKnown.found, baseForm: firstKnown.form } : undefined;
}

/** The word's possible dictionary forms and, for Japanese, its reading; an analyser that fails gives none. */
async function formsOf(sources: LookupSources, request: LookupRequest, signal: AbortSignal): Promise<{ baseForms: string[]; reading: string | null }> {
  if (request.language === 'ja' && sources.japanese) {
    try {
      const { baseForm, reading } = await sources.japanese(request.word);
      return { baseForms: baseForm ? [baseForm] : [], reading };
    } catch (error) {
      console.error('Japanese analysis failed', error instanceof Error ? error.message : error);
      return { baseForms: [], reading: null };
    }
  }
  return { baseForms: (await sources.baseForms?.of(request.word, request.language, signal)) ?? [], reading: null };
}

/**
 * Looks a word up: in an installed bilingual dictionary of the pair first (the word as written, else its base form
 * from a morphological analyser: "hablamos" → "hablar"), else with the model (the tutor's `translate`, through
 * `viaModel` so the caller can count it), else answers plainly that nothing covers the pair. A word the dictionary
 * lacks goes to the model too; with no model it answers "not found" with the dictionary's name. A Japanese word
 * carries its reading (kuromoji) and is looked up through its dictionary form too (食べました → 食べる).
 */
export async function lookUpWord(
  sources: LookupSources,
  tutor: Pick<TutorEngine, 'name' | 'translate'>,
  request: LookupRequest,
  viaModel: (work: () => Promise<string>) => Promise<string>,
  signal: AbortSignal,
): Promise<WordLookup> {
  const { shelf } = sources;
  const { baseForms, reading } = await formsOf(sources, request, signal);
  const base = { word: request.word, language: request.language, native_language: request.native, base_form: baseForms[0] ?? null, reading };
  const found = fromDictionaryWithBaseForm(shelf, request, baseForms);
  if (found) {
    return { ...base, base_form: found.baseForm, meaning: found.meaning, source: 'dictionary', engine: found.name, message: null };
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
