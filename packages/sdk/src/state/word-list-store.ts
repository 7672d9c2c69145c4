import { atom, batch } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { SavedWord } from '@parla/contract';
import type { LanguageCode } from '@parla/contract/constants';
import type { ParlaClient } from '../client/create-client.js';
import type { ApiError } from '../errors/api-error.js';
import { asApiError } from './as-api-error.js';

/** Options of {@link createWordListStore}. */
export interface WordListStoreOptions {
  /** Sends `vocabulary.list` and `vocabulary.delete`. */
  client: Pick<ParlaClient, 'vocabulary'>;
  /** Words per page. Default 20. */
  pageSize?: number;
  /** Called after a word was deleted (its cards went with it), e.g. to refresh the due count. */
  onDeleted?: (id: string) => void;
}

/** The learner's saved words: search, filter by language, page, delete. Actions never reject: failures land in `$error`. */
export interface WordListStore {
  /** Saved words, newest first, matching the search and language. */
  readonly $words: ReadableAtom<readonly SavedWord[]>;
  /** How many saved words match, on the server. */
  readonly $count: ReadableAtom<number>;
  /** The search (word, base form or meaning); empty for all. */
  readonly $search: ReadableAtom<string>;
  /** The language shown, or null for every language. */
  readonly $language: ReadableAtom<LanguageCode | null>;
  /** Whether a page is loading. */
  readonly $loading: ReadableAtom<boolean>;
  /** Whether more words remain on the server. */
  readonly $hasMore: ReadableAtom<boolean>;
  /** The last failure, cleared when the next action starts. */
  readonly $error: ReadableAtom<ApiError | null>;
  /** Loads the first page (replacing what was loaded); resolves whether it did. */
  load(): Promise<boolean>;
  /** Sets the search and loads the first page of its words. */
  search(text: string): Promise<boolean>;
  /** Shows one language's words (null: every language) and loads the first page. */
  filter(language: LanguageCode | null): Promise<boolean>;
  /** Loads the next page and appends it; resolves whether it did. */
  loadMore(): Promise<boolean>;
  /** Deletes a saved word and its cards, removing it from the list at once (put back on failure); resolves whether it did. */
  remove(id: string): Promise<boolean>;
}

/**
 * Creates the saved-word list over `client.vocabulary.list` and `client.vocabulary.delete`.
 * @example
 * const list = createWordListStore({ client });
 * await list.filter('es');
 * await list.search('perro');
 */
export function createWordListStore(options: WordListStoreOptions): WordListStore {
  const pageSize = options.pageSize ?? 20;
  const $words = atom<readonly SavedWord[]>([]);
  const $count = atom(0);
  const $search = atom('');
  const $language = atom<LanguageCode | null>(null);
  const $loading = atom(false);
  const $hasMore = atom(false);
  const $error = atom<ApiError | null>(null);
  /** Bumped by each first-page load, so an earlier answer arriving late is dropped. */
  let generation = 0;

  async function loadPage(offset: number, expected: number): Promise<boolean> {
    batch(() => {
      $loading.set(true);
      $error.set(null);
    });
    const search = $search.get().trim();
    const language = $language.get();
    try {
      const page = await options.client.vocabulary.list({
        limit: pageSize,
        offset,
        ...(search ? { search } : {}),
        ...(language ? { language } : {}),
      });
      if (expected !== generation) {
        return false;
      }
      const known = new Set(offset === 0 ? [] : $words.get().map((word) => word.id));
      const fresh = page.results.filter((word) => !known.has(word.id));
      batch(() => {
        $words.set(offset === 0 ? fresh : [...$words.get(), ...fresh]);
        $count.set(page.count);
        $hasMore.set(page.next !== null);
        $loading.set(false);
      });
      return true;
    } catch (error) {
      if (expected === generation) {
        batch(() => {
          $error.set(asApiError(error));
          $loading.set(false);
        });
      }
      return false;
    }
  }

  function load(): Promise<boolean> {
    generation += 1;
    return loadPage(0, generation);
  }

  return {
    $words,
    $count,
    $search,
    $language,
    $loading,
    $hasMore,
    $error,
    load,
    search(text) {
      $search.set(text);
      return load();
    },
    filter(language) {
      $language.set(language);
      return load();
    },
    async loadMore() {
      if ($loading.get() || !$hasMore.get()) {
        return false;
      }
      return loadPage($words.get().length, generation);
    },
    async remove(id) {
      const before = $words.get();
      if (!before.some((word) => word.id === id)) {
        return false;
      }
      batch(() => {
        $error.set(null);
        $words.set(before.filter((word) => word.id !== id));
        $count.set(Math.max(0, $count.get() - 1));
      });
      try {
        await options.client.vocabulary.delete(id);
        options.onDeleted?.(id);
        return true;
      } catch (error) {
        batch(() => {
          $words.set(before);
          $count.set($count.get() + 1);
          $error.set(asApiError(error));
        });
        return false;
      }
    },
  };
}
