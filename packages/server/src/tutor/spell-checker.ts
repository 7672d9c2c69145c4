import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LanguageCode } from '@parla/contract';
import { hasDictionary } from './hunspell-dictionaries.js';
import type { SpellCheckRequest, SpellCheckResponse, SpellingReport } from './spell-check-protocol.js';
import { spellingCandidates } from './spelling-candidates.js';


/** Longest wait for an answer in a language already loaded (a safety net: answers take milliseconds). */
const READY_WAIT_MS = 2000;

/** How long a check's answer is kept for the same check asked for again (see `check`). */
const RECENT_CHECK_MS = 30_000;

/** Most checks' answers kept at once. */
const RECENT_CHECKS_MAX = 256;

/** The answer when a text cannot be checked (no dictionary, still loading, failed): no mistakes, no verdict on the language. */
function nothingFound(): SpellingReport {
  return { mistakes: [], otherLanguage: false };
}

/** Options of one check. */
export interface SpellCheckOptions {
  /** How long to wait while the language's dictionary is still loading before answering "nothing found". Default 150 ms. */
  budgetMs?: number;
  /** Most mistakes reported. Default 3. */
  max?: number;
}

/** Options of a check of chosen words. */
export interface CheckWordsOptions {
  /** Longest wait for the language's dictionary to load and the answer to come, in ms. Default 2000. */
  waitMs?: number;
  /** Most mistakes reported. Default 40. */
  max?: number;
  /** Words that are likely names: checked, but not counted when judging whether the text is in the language. */
  names?: readonly string[];
}

/** Spell checking in a worker thread: the event loop never builds or searches a dictionary. */
export interface SpellChecker {
  /** Starts loading a language's dictionary; resolves once it is loaded (at once without a dictionary). */
  warm(language: LanguageCode): Promise<void>;
  /**
   * Misspelt words of a text with their closest correct word, or that the text is mostly in another
   * language (then no mistakes); nothing found while the dictionary is still loading past the budget.
   */
  check(language: LanguageCode, text: string, options?: SpellCheckOptions): Promise<SpellingReport>;
  /**
   * Checks the given words (in text order, proper names included), waiting up to `waitMs` for a dictionary still
   * loading; resolves to undefined when the check could not run (no dictionary, not loaded in time, failed), so
   * that silence is never read as "no mistakes".
   */
  checkWords(language: LanguageCode, words: readonly string[], options?: CheckWordsOptions): Promise<SpellingReport | undefined>;
  /** Stops the worker (the next call starts a new one). */
  close(): Promise<void>;
}

/** The worker: `dist/spell-worker.js` once built; from source (vitest, tsx), the TypeScript file loaded through tsx. */
function startWorker(): Worker {
  const built = new URL('./spell-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) {
    return new Worker(built);
  }
  // The ESM build of tsx's API (`require.resolve` would give its CommonJS build).
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const source = new URL('./spell-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`;
  return new Worker(bootstrap, { eval: true });
}

function withinMs<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Creates a spell checker backed by one worker thread, started on first use, loading each
 * language lazily. Deterministic once a language is loaded.
 *
 * @example
 * const checker = createSpellChecker();
 * await checker.check('es', 'Un caffe, por favor.'); // { mistakes: [{ word: 'caffe', suggestion: 'café' }], otherLanguage: false }
 */
export function createSpellChecker(): SpellChecker {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve(report: SpellingReport): void; reject(error: Error): void }>();
  const loading = new Map<LanguageCode, Promise<void>>();
  const recentChecks = new Map<string, Promise<SpellingReport>>();
  const ready = new Set<LanguageCode>();

  function failAll(error: Error): void {
    for (const waiter of pending.values()) {
      waiter.reject(error);
    }
    pending.clear();
    loading.clear();
    ready.clear();
    worker = undefined;
  }

  function ensureWorker(): Worker {
    if (worker) {
      return worker;
    }
    const started = startWorker();
    started.unref();
    started.on('message', (response: SpellCheckResponse) => {
      const waiter = pending.get(response.id);
      pending.delete(response.id);
      if (pending.size === 0) {
        started.unref();
      }
      if ('error' in response) {
        waiter?.reject(new Error(response.error));
        return;
      }
      ready.add(response.language);
      waiter?.resolve({ mistakes: response.mistakes, otherLanguage: response.otherLanguage });
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', () => failAll(new Error('the spell worker stopped')));
    worker = started;
    return started;
  }

  function send(language: LanguageCode, words: string[], max: number, names?: string[]): Promise<SpellingReport> {
    const target = ensureWorker();
    const id = nextId;
    nextId += 1;
    const answer = new Promise<SpellingReport>((resolve, reject) => pending.set(id, { resolve, reject }));
    target.ref();
    target.postMessage({ id, language, words, max, ...(names && names.length > 0 ? { names } : {}) } satisfies SpellCheckRequest);
    return answer;
  }

  function warm(language: LanguageCode): Promise<void> {
    if (!hasDictionary(language) || ready.has(language)) {
      return Promise.resolve();
    }
    let load = loading.get(language);
    if (!load) {
      load = send(language, [], 0).then(
        () => {
          loading.delete(language);
        },
        (error: unknown) => {
          loading.delete(language);
          throw error;
        },
      );
      loading.set(language, load);
    }
    return load;
  }

  async function check(language: LanguageCode, text: string, options: SpellCheckOptions = {}): Promise<SpellingReport> {
    if (!hasDictionary(language)) {
      return nothingFound();
    }
    // Answers come in order: a load in progress (of any language) delays every answer behind it.
    const settled = ready.has(language) && loading.size === 0;
    void warm(language).catch(() => undefined);
    const words = spellingCandidates(text);
    if (words.length === 0) {
      return nothingFound();
    }
    // The same check asked for again soon (the offline tutor's reply after its prefetch) shares the first one's answer.
    const key = `${language}|${options.max ?? 3}|${text}`;
    let answer = recentChecks.get(key);
    if (!answer) {
      const sent = send(language, words, options.max ?? 3).catch((error: unknown): SpellingReport => {
        recentChecks.delete(key);
        console.error('spell check failed', error);
        return nothingFound();
      });
      answer = sent;
      if (recentChecks.size >= RECENT_CHECKS_MAX) {
        recentChecks.delete(recentChecks.keys().next().value ?? '');
      }
      recentChecks.set(key, sent);
      setTimeout(() => {
        if (recentChecks.get(key) === sent) {
          recentChecks.delete(key);
        }
      }, RECENT_CHECK_MS).unref();
    }
    return withinMs(answer, settled ? READY_WAIT_MS : (options.budgetMs ?? 150), nothingFound());
  }

  async function checkWords(language: LanguageCode, words: readonly string[], options: CheckWordsOptions = {}): Promise<SpellingReport | undefined> {
    if (!hasDictionary(language)) {
      return undefined;
    }
    const deadline = performance.now() + (options.waitMs ?? READY_WAIT_MS);
    const loaded = await withinMs(
      warm(language).then(
        () => true,
        () => false,
      ),
      options.waitMs ?? READY_WAIT_MS,
      false,
    );
    if (!loaded) {
      return undefined;
    }
    if (words.length === 0) {
      return { mistakes: [], otherLanguage: false };
    }
    const answer = send(language, [...words], options.max ?? 40, options.names ? [...options.names] : undefined).catch((error: unknown): undefined => {
      console.error('spell check failed', error);
      return undefined;
    });
    return withinMs(answer, Math.max(deadline - performance.now(), READY_WAIT_MS), undefined);
  }

  async function close(): Promise<void> {
    const running = worker;
    worker = undefined;
    if (running) {
      running.removeAllListeners('exit');
      await running.terminate();
      failAll(new Error('the spell checker was closed'));
    }
  }

  return { warm, check, checkWords, close };
}

let shared: SpellChecker | undefined;

/** The process-wide spell checker the offline tutor uses. */
export function sharedSpellChecker(): SpellChecker {
  shared ??= createSpellChecker();
  return shared;
}
