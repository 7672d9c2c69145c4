import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LanguageCode } from '@parla/contract';
import { hasDictionary } from '../tutor/hunspell-dictionaries.js';
import { commandWorks, runProcess } from '../speech/run-process.js';
import type { ApertiumInstall } from './apertium.js';

/** Longest an analyser may run for one word. */
const ANALYSE_TIMEOUT_MS = 5_000;

/** Finds the dictionary forms an inflected word may come from. */
export interface BaseForms {
  /** The engine per language (`apertium` or `hunspell`), as found at start. */
  readonly engines: Partial<Record<LanguageCode, 'apertium' | 'hunspell'>>;
  /** The word's possible dictionary forms, likeliest first, never the word itself; empty when none is known. */
  of(word: string, language: LanguageCode, signal: AbortSignal): Promise<string[]>;
}

/** What {@link createBaseForms} may use. */
export interface BaseFormsOptions {
  /** Apertium's modes, whose analysers (`lt-proc` with `….automorf.bin`) serve their source languages. */
  apertium?: ApertiumInstall;
  /** The `lt-proc` program; default from PATH. */
  ltProc?: string;
  /** The `hunspell` program, for languages without an Apertium analyser; default from PATH, null for none. */
  hunspell?: string | null;
}

/**
 * The lemmas of lt-proc's analyses (`^casas/casa<n><f><pl>/casar<vblex><pri><p2><sg>$` → casa, casar): tags dropped,
 * the invariable part of a multiword after `#` kept, enclitics after `+` dropped, unknown words (`*casas`) skipped.
 */
export function lemmasOfAnalysis(output: string): string[] {
  const lemmas: string[] = [];
  for (const unit of output.matchAll(/\^([^$]*)\$/g)) {
    for (const analysis of (unit[1] ?? '').split('/').slice(1)) {
      if (analysis.startsWith('*')) {
        continue;
      }
      const lemma = (analysis.split('+')[0] ?? '').replace(/<[^>]*>/g, '').replace('#', '').trim();
      if (lemma) {
        lemmas.push(lemma);
      }
    }
  }
  return lemmas;
}

/** The stems of `hunspell -s` (`Häuser haus`, `Häuser Haus`: one line per stem, the word first). */
export function stemsOfHunspell(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 2)
    .map((parts) => parts[1] ?? '');
}

/**
 * Distinct forms other than the word (compared case-insensitively); among forms differing only in case the first
 * wins, or with `matchCase` the one whose first letter has the word's case (Hunspell's German "Häuser" → "Haus", not "haus").
 */
export function distinctForms(word: string, forms: readonly string[], language: LanguageCode, matchCase: boolean): string[] {
  const lower = (text: string) => text.toLocaleLowerCase(language);
  const capital = (text: string) => text.charAt(0) !== lower(text.charAt(0));
  const chosen = new Map<string, string>();
  for (const form of forms) {
    const key = lower(form);
    if (key === lower(word)) {
      continue;
    }
    const kept = chosen.get(key);
    if (!kept || (matchCase && capital(kept) !== capital(word) && capital(form) === capital(word))) {
      chosen.set(key, form);
    }
  }
  return [...chosen.values()];
}

/** The folder-and-name (without `.aff`/`.dic`) of a `dictionary-*` package's Hunspell files. */
function hunspellDictionaryPath(language: LanguageCode): string | null {
  try {
    return join(dirname(createRequire(import.meta.url).resolve(`dictionary-${language}`)), 'index');
  } catch {
    return null;
  }
}

/**
 * Base forms from real morphological data: Apertium's analyser of the language where an installed mode has one (it
 * knows irregular forms: French "yeux" → "œil"), else Hunspell's affix stripping (`hunspell -s`) with the
 * language's `dictionary-*` package (German "Häuser" → "Haus"). Each runs as a program, never a shell, 5 s at most.
 */
export function createBaseForms(options: BaseFormsOptions = {}): BaseForms {
  const ltProc = options.ltProc ?? 'lt-proc';
  const analysers = new Map<LanguageCode, string>();
  for (const mode of options.apertium?.modes ?? []) {
    if (mode.analyser && !analysers.has(mode.source)) {
      analysers.set(mode.source, mode.analyser);
    }
  }
  const hunspell = options.hunspell === undefined ? 'hunspell' : options.hunspell;
  const hunspellWorks = hunspell !== null && commandWorks(hunspell, ['-v']);
  const engines: Partial<Record<LanguageCode, 'apertium' | 'hunspell'>> = {};
  const hunspellPaths = new Map<LanguageCode, string>();
  for (const language of analysers.keys()) {
    engines[language] = 'apertium';
  }
  if (hunspellWorks) {
    for (const language of ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'sv', 'tr', 'uk'] as const) {
      const path = !engines[language] && hasDictionary(language) ? hunspellDictionaryPath(language) : null;
      if (path) {
        engines[language] = 'hunspell';
        hunspellPaths.set(language, path);
      }
    }
  }

  async function analyse(word: string, language: LanguageCode, signal: AbortSignal): Promise<string[]> {
    const analyser = analysers.get(language);
    const lower = word.toLocaleLowerCase(language);
    if (analyser) {
      // The lower-case form first: a capital at a sentence's start is not part of the lemma ("Hablamos" → "hablar").
      const input = [...new Set([lower, word])].join('\n');
      const { stdout } = await runProcess(ltProc, [analyser], { input: `${input}\n`, timeoutMs: ANALYSE_TIMEOUT_MS, signal, maxOutputBytes: 64 * 1024 });
      return lemmasOfAnalysis(stdout.toString('utf8'));
    }
    const path = hunspellPaths.get(language);
    if (path && hunspell) {
      const { stdout } = await runProcess(hunspell, ['-d', path, '-s', '-i', 'utf-8'], { input: `${word}\n`, timeoutMs: ANALYSE_TIMEOUT_MS, signal, maxOutputBytes: 64 * 1024 });
      return stemsOfHunspell(stdout.toString('utf8'));
    }
    return [];
  }

  return {
    engines,
    async of(word, language, signal) {
      const clean = word.normalize('NFC').trim();
      if (!clean || /\s/.test(clean) || !engines[language]) {
        return [];
      }
      try {
        return distinctForms(clean, await analyse(clean, language, signal), language, engines[language] === 'hunspell');
      } catch (error) {
        console.error('base form analysis failed', error instanceof Error ? error.message : error);
        return [];
      }
    },
  };
}
