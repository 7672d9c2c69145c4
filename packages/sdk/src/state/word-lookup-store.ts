import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { SavedWord, WordLookup } from '@parla/contract';
import type { LanguageCode } from '@parla/contract/constants';
import type { ParlaClient } from '../client/create-client.js';
import type { ApiError } from '../errors/api-error.js';
import { asApiError } from './as-api-error.js';

/** Whether a looked-up word is saved: not yet, being saved, saved (with its id), or saving failed. */
export type WordSaveState = { status: 'unsaved' } | { status: 'saving' } | { status: 'saved'; word: SavedWord } | { status: 'failed'; error: ApiError };

/** One word's look-up: loading, answered (a `source: 'none'` answer says why no meaning), or failed. */
export type WordLookupState =
  | { status: 'loading' }
  | { status: 'ready'; lookup: WordLookup; saving: WordSaveState }
  | { status: 'error'; error: ApiError };

/** Where a word was met: the sentence it came from and its message, kept on the saved word as its context. */
export interface WordContext {
  /** The sentence the word came from (the card's example). */
  sentence?: string | null;
  /** The message it came from. */
  messageId?: string | null;
}

/** Options of {@link createWordLookupStore}. */
export interface WordLookupStoreOptions {
  /** Sends `vocabulary.lookup` and `vocabulary.save`. */
  client: Pick<ParlaClient, 'vocabulary'>;
  /** The learner's native language, the language of meanings (read at each look-up, so a settings change counts). */
  native: () => LanguageCode;
  /** Called after a word was saved (its cards are due at once), e.g. to refresh the due count. */
  onSaved?: (word: SavedWord) => void;
}

/** Looks words up (once each per session) and saves them; each word's state is kept by {@link wordKey}. Never rejects. */
export interface WordLookupStore {
  /** Every word looked up this session, by {@link wordKey}. */
  readonly $words: ReadableAtom<Readonly<Record<string, WordLookupState>>>;
  /** The state of one word (undefined until looked up). */
  stateOf(word: string, language: LanguageCode): WordLookupState | undefined;
  /** Looks a word up unless it was (a failed look-up is asked again). */
  lookup(word: string, language: LanguageCode): Promise<void>;
  /** Saves a looked-up word with its meaning and context; resolves whether it was saved. */
  save(word: string, language: LanguageCode, context?: WordContext): Promise<boolean>;
  /** Forgets every look-up (sign-out). */
  reset(): void;
}

/** The key of a word in {@link WordLookupStore.$words}: language and the word as written, lower-cased. */
export function wordKey(word: string, language: string): string {
  return `${language}:${word.trim().toLocaleLowerCase()}`;
}

/**
 * Creates the word look-up store over `client.vocabulary.lookup` and `client.vocabulary.save`.
 * @example
 * const words = createWordLookupStore({ client, native: () => 'en' });
 * await words.lookup('perro', 'es');
 * words.stateOf('perro', 'es'); // { status: 'ready', lookup: { meaning: 'dog', source: 'dictionary', … }, saving: { status: 'unsaved' } }
 */
export function createWordLookupStore(options: WordLookupStoreOptions): WordLookupStore {
  const $words = atom<Readonly<Record<string, WordLookupState>>>({});
  const set = (key: string, state: WordLookupState) => $words.set({ ...$words.get(), [key]: state });

  return {
    $words,
    stateOf: (word, language) => $words.get()[wordKey(word, language)],
    async lookup(word, language) {
      const key = wordKey(word, language);
      const known = $words.get()[key];
      if (known && known.status !== 'error') {
        return;
      }
      set(key, { status: 'loading' });
      try {
        const lookup = await options.client.vocabulary.lookup({ word: word.trim(), language, native: options.native() });
        set(key, { status: 'ready', lookup, saving: { status: 'unsaved' } });
      } catch (error) {
        set(key, { status: 'error', error: asApiError(error) });
      }
    },
    async save(word, language, context = {}) {
      const key = wordKey(word, language);
      const state = $words.get()[key];
      if (state?.status !== 'ready' || state.saving.status === 'saving' || state.saving.status === 'saved') {
        return state?.status === 'ready' && state.saving.status === 'saved';
      }
      const { lookup } = state;
      set(key, { ...state, saving: { status: 'saving' } });
      try {
        const saved = await options.client.vocabulary.save({
          word: lookup.word,
          language: lookup.language,
          base_form: lookup.base_form,
          meaning: lookup.meaning,
          context_sentence: context.sentence?.slice(0, 1000) ?? null,
          source_message_id: context.messageId ?? null,
        });
        set(key, { ...state, saving: { status: 'saved', word: saved } });
        options.onSaved?.(saved);
        return true;
      } catch (error) {
        set(key, { ...state, saving: { status: 'failed', error: asApiError(error) } });
        return false;
      }
    },
    reset: () => $words.set({}),
  };
}
