import { atom, computed, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { VoiceCapabilities } from '@parla/contract';
import type { ParlaClient } from '../client/create-client.js';

/** Whether the server can do something: `unknown` until its capabilities are read, or when reading them failed. */
export type Availability = 'unknown' | 'available' | 'unavailable';

/** The server's capabilities: `loading` until read, `error` when reading failed. */
export type CapabilitiesState = { status: 'loading' } | { status: 'ready'; capabilities: VoiceCapabilities } | { status: 'error' };

/** A speech feature of the capabilities, offered per language. */
export type SpeechFeature = 'text_to_speech' | 'speech_to_text' | 'pronunciation' | 'listening_exercises';

/** Options of {@link createCapabilitiesStore}. */
export interface CapabilitiesStoreOptions {
  /** Sends `voice.capabilities` (no sign-in needed). */
  client: Pick<ParlaClient, 'voice'>;
}

/** What the server can do (speech per language, translation), read once per session, so a UI offers only that. */
export interface CapabilitiesStore {
  /** The capabilities; the first subscriber (or `load`) reads them. */
  readonly $capabilities: ReadableAtom<CapabilitiesState>;
  /**
   * Whether the server translates at all (some pair): `unknown` until the capabilities say (or from a server that does
   * not say). A refused pair leaves it as it is: ask {@link CapabilitiesStore.translation} about one pair.
   */
  readonly $translation: ReadableAtom<Availability>;
  /** Reads the capabilities unless read or being read; after a failure it asks again. Never rejects. */
  load(): Promise<void>;
  /** Whether `feature` is offered in `language` (`es` or `es-ES`; compared by base language) by the capabilities read so far. */
  speech(feature: SpeechFeature, language: string): Availability;
  /**
   * Whether the server translates from `source` to `target` (`es` or `es-ES`): a language model translates any pair,
   * an offline engine (Apertium) only the pairs the capabilities list; `unknown` until read, `unavailable` once refused.
   */
  translates(source: string, target: string): Availability;
  /** {@link CapabilitiesStore.translates} as a store that follows the capabilities and refusals (the same store for the same pair). */
  translation(source: string, target: string): ReadableAtom<Availability>;
  /** Notes that the server refused to translate `source` → `target` as never possible here (501): only that pair becomes `unavailable`. */
  markTranslationUnavailable(source: string, target: string): void;
  /**
   * Whether the learner was told why translation is not offered (once per session: the first message menu says it in
   * place of Translate, or the refusal of a translation did), so later menus leave Translate out without a word.
   */
  readonly $translationExplained: ReadableAtom<boolean>;
  /** Notes that the learner was told why translation is not offered. */
  markTranslationExplained(): void;
}

const LOADING: CapabilitiesState = { status: 'loading' };

/** `es-ES` → `es`. */
const baseOf = (language: string): string => (language.split(/[-_]/)[0] ?? '').toLowerCase();

const pairKey = (source: string, target: string): string => `${baseOf(source)}>${baseOf(target)}`;

/** Whether `source` → `target` is translated, by the capabilities read so far and the pairs refused (as `es>en`). */
function pairAvailability(state: CapabilitiesState, refused: readonly string[], source: string, target: string): Availability {
  const translation = state.status === 'ready' ? state.capabilities.translation : undefined;
  if (refused.includes(pairKey(source, target)) || translation?.available === false) {
    return 'unavailable';
  }
  if (!translation) {
    return 'unknown';
  }
  // A server older than `all_pairs` translated only with a model: any pair.
  const anyPair = translation.all_pairs ?? true;
  const listed = (translation.pairs ?? []).some((pair) => pair.source === baseOf(source) && pair.target === baseOf(target));
  return anyPair || listed ? 'available' : 'unavailable';
}

/**
 * Creates the store of the server's capabilities (`client.voice.capabilities()`, asked once however many read it).
 * @example
 * const capabilities = createCapabilitiesStore({ client });
 * capabilities.$translation.subscribe((translation) => showTranslate(translation !== 'unavailable'));
 * capabilities.speech('pronunciation', 'ja'); // 'unknown' until read, then 'available' or 'unavailable'
 * capabilities.translates('es', 'en'); // 'available' with a model, or offline when Apertium covers Spanish → English
 * capabilities.translation('es', 'en').subscribe(showTranslate); // the same, followed (a 501 for the pair makes it 'unavailable')
 */
export function createCapabilitiesStore(options: CapabilitiesStoreOptions): CapabilitiesStore {
  const $capabilities = atom(LOADING);
  // Pairs the server refused this session, as `es>en`.
  const $refused = atom<readonly string[]>([]);
  const pairStores = new Map<string, ReadableAtom<Availability>>();
  const $translationExplained = atom(false);
  let pending: Promise<void> | null = null;

  function load(): Promise<void> {
    if (!pending) {
      $capabilities.set(LOADING);
      pending = options.client.voice.capabilities().then(
        (capabilities) => $capabilities.set({ status: 'ready', capabilities }),
        () => {
          pending = null;
          $capabilities.set({ status: 'error' });
        },
      );
    }
    return pending;
  }

  onMount($capabilities, () => void load());

  return {
    $capabilities,
    $translation: computed($capabilities, (state): Availability => {
      const translation = state.status === 'ready' ? state.capabilities.translation : undefined;
      return translation?.available === false ? 'unavailable' : translation ? 'available' : 'unknown';
    }),
    load,
    speech(feature, language) {
      const state = $capabilities.get();
      if (state.status !== 'ready') {
        return 'unknown';
      }
      const { available, languages } = state.capabilities[feature];
      return available && languages.some((candidate) => baseOf(candidate) === baseOf(language)) ? 'available' : 'unavailable';
    },
    translates: (source, target) => pairAvailability($capabilities.get(), $refused.get(), source, target),
    translation(source, target) {
      const key = pairKey(source, target);
      let store = pairStores.get(key);
      if (!store) {
        store = computed([$capabilities, $refused], (state, refused) => pairAvailability(state, refused, source, target));
        pairStores.set(key, store);
      }
      return store;
    },
    markTranslationUnavailable(source, target) {
      const key = pairKey(source, target);
      if (!$refused.get().includes(key)) {
        $refused.set([...$refused.get(), key]);
      }
    },
    $translationExplained,
    markTranslationExplained: () => $translationExplained.set(true),
  };
}
