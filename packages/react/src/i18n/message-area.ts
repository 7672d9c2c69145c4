import type { InterfaceLanguage } from '@parla/contract/constants';
import { loadOnDemand } from '../utils/load-on-demand.js';

/** Messages by id: ICU text, or (in a build, `build/precompile-catalogue.ts`) the precompiled AST of a message with arguments. */
export type AreaMessages = Readonly<Record<string, string>>;

/**
 * One part of the library's catalogues (the chat's, the other screens'): its English messages, bundled with the code
 * that uses them, and a loader of the other languages' messages, each language a chunk of its own.
 */
export interface MessageArea {
  /** The English messages, the fallback of every language. */
  readonly english: AreaMessages;
  /** Imports the messages of a language other than English. */
  readonly load: (locale: Exclude<InterfaceLanguage, 'en'>) => Promise<AreaMessages>;
}

const loaded = new WeakMap<MessageArea, Map<InterfaceLanguage, Promise<AreaMessages> | AreaMessages>>();

function cacheOf(area: MessageArea): Map<InterfaceLanguage, Promise<AreaMessages> | AreaMessages> {
  let cache = loaded.get(area);
  if (!cache) {
    cache = new Map();
    loaded.set(area, cache);
  }
  return cache;
}

/** The messages of `area` in `locale` if they are loaded (English always is), else undefined. */
export function loadedArea(area: MessageArea, locale: InterfaceLanguage): AreaMessages | undefined {
  if (locale === 'en') {
    return area.english;
  }
  const cached = cacheOf(area).get(locale);
  return cached instanceof Promise ? undefined : cached;
}

/**
 * Loads the messages of `area` in `locale` once (later and concurrent calls share it; a failed load may be retried). A
 * load that fails while the browser is offline is tried again once it is back online ({@link loadOnDemand}), so a
 * language chosen offline still arrives.
 */
export function loadArea(area: MessageArea, locale: InterfaceLanguage): Promise<AreaMessages> {
  if (locale === 'en') {
    return Promise.resolve(area.english);
  }
  const cache = cacheOf(area);
  const cached = cache.get(locale);
  if (cached) {
    return Promise.resolve(cached);
  }
  const loading = loadOnDemand(() => area.load(locale))().then(
    (messages) => {
      cache.set(locale, messages);
      return messages;
    },
    (error: unknown) => {
      cache.delete(locale);
      throw error;
    },
  );
  cache.set(locale, loading);
  return loading;
}

/** A promise that says it has settled, so React's `use()` reads its value without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const orEnglish = new WeakMap<MessageArea, Map<InterfaceLanguage, TrackedPromise<AreaMessages>>>();

/**
 * Loads the messages of `area` in `locale`, or if that fails while online (reported once) its English ones: one promise per area and
 * language, marked fulfilled once it is (and at once for English), so React's `use()` waits on it only while it loads.
 */
export function loadAreaOrEnglish(area: MessageArea, locale: InterfaceLanguage): Promise<AreaMessages> {
  let byLocale = orEnglish.get(area);
  if (!byLocale) {
    byLocale = new Map();
    orEnglish.set(area, byLocale);
  }
  let loading = byLocale.get(locale);
  if (!loading) {
    const ready = loadedArea(area, locale);
    const tracked: TrackedPromise<AreaMessages> = ready
      ? Promise.resolve(ready)
      : loadArea(area, locale).catch((error: unknown) => {
          console.error(`[@parla/react] Loading the "${locale}" messages failed; English is shown instead.`, error);
          return area.english;
        });
    const settle = (messages: AreaMessages) => Object.assign(tracked, { status: 'fulfilled', value: messages });
    if (ready) {
      settle(ready);
    } else {
      void tracked.then(settle);
    }
    loading = tracked;
    byLocale.set(locale, loading);
  }
  return loading;
}
