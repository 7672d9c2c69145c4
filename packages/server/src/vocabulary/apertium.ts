import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LanguageCode, TranslationPair } from '@parla/contract';
import { commandWorks, runProcess } from '../speech/run-process.js';
import { languageOfCode } from './language-codes.js';

/** Where Debian installs Apertium's data (`apt-get install apertium apertium-eng-spa …`), its modes in `modes/`. */
export const DEBIAN_APERTIUM_DIR = '/usr/share/apertium';

/** Longest a translation may run before it is stopped. */
const TRANSLATE_TIMEOUT_MS = 15_000;

/** One installed Apertium mode (a translation direction) between two of the product's languages. */
export interface ApertiumMode {
  source: LanguageCode;
  target: LanguageCode;
  /** The mode's name, such as `spa-eng`. */
  mode: string;
  /** The source language's morphological analyser (`….automorf.bin`) the mode starts with, when it names one. */
  analyser: string | null;
}

/** Apertium as found at start: its command, data folder, modes and the pairs they translate (directly or chained). */
export interface ApertiumInstall {
  command: string;
  dataDir: string;
  modes: readonly ApertiumMode[];
  pairs: readonly TranslationPair[];
}

/** What {@link detectApertium} looks at. */
export interface ApertiumOptions {
  /** The data folder holding `modes/`; default Debian's. */
  dataDir?: string;
  /** The `apertium` program; default from PATH. */
  command?: string;
}

/** The analyser a mode file starts with: its first `lt-proc` reads `….automorf.bin`. */
function analyserOf(modeFile: string): string | null {
  const match = /lt-proc\s+(?:-\S+\s+)*'([^']+\.automorf\.bin)'/.exec(readFileSync(modeFile, 'utf8'));
  return match?.[1] && existsSync(match[1]) ? match[1] : null;
}

/**
 * The pairs the modes translate: each mode directly, and each pair with no mode of its own through one language in
 * between (French→English as `fr-es` then `spa-eng`).
 */
export function pairsOfModes(modes: readonly ApertiumMode[]): TranslationPair[] {
  const direct = new Map(modes.map((mode) => [`${mode.source}>${mode.target}`, mode]));
  const pairs: TranslationPair[] = modes.map(({ source, target, mode }) => ({ source, target, engine: `apertium ${mode}`, via: null }));
  for (const first of modes) {
    for (const second of modes) {
      const key = `${first.source}>${second.target}`;
      if (first.target !== second.source || first.source === second.target || direct.has(key) || pairs.some((pair) => `${pair.source}>${pair.target}` === key)) {
        continue;
      }
      pairs.push({ source: first.source, target: second.target, engine: `apertium ${first.mode} + ${second.mode}`, via: first.target });
    }
  }
  return pairs;
}

/**
 * Finds Apertium's installed modes between the product's languages (`spa-eng`, `fr-es`; variants such as
 * `spa-eng_US` and the `eco-` modes left out), read from the data folder's `modes/`. No `apertium` program, or no
 * folder, gives no modes. Runs once at start.
 */
export function detectApertium(options: ApertiumOptions = {}): ApertiumInstall {
  const dataDir = options.dataDir ?? DEBIAN_APERTIUM_DIR;
  const command = options.command ?? 'apertium';
  const modesDir = join(dataDir, 'modes');
  if (!existsSync(modesDir) || !commandWorks(command, ['-d', dataDir, '-l'])) {
    return { command, dataDir, modes: [], pairs: [] };
  }
  const modes: ApertiumMode[] = [];
  for (const file of readdirSync(modesDir).sort()) {
    const match = /^(([a-z]{2,3})-([a-z]{2,3}))\.mode$/.exec(file);
    const source = match?.[2] ? languageOfCode(match[2]) : undefined;
    const target = match?.[3] ? languageOfCode(match[3]) : undefined;
    if (!match?.[1] || !source || !target || source === target || modes.some((mode) => mode.source === source && mode.target === target)) {
      continue;
    }
    modes.push({ source, target, mode: match[1], analyser: analyserOf(join(modesDir, file)) });
  }
  return { command, dataDir, modes, pairs: pairsOfModes(modes) };
}

/** The pair Apertium translates from `source` to `target`, or undefined. */
export function apertiumPair(apertium: ApertiumInstall, source: LanguageCode, target: LanguageCode): TranslationPair | undefined {
  return apertium.pairs.find((pair) => pair.source === source && pair.target === target);
}

/**
 * Apertium's output without its marks: `*` before an unknown word (also turned off with `-u`), `#` before a word it
 * could not inflect and `@` before one its bilingual dictionary lacks; the word itself stays. Runs of spaces a
 * removed word leaves ("café,  he") become one.
 */
export function withoutMarks(text: string): string {
  return text.replace(/(^|[\s\p{P}])[*#@]+(?=[\p{L}\p{N}])/gu, '$1').replace(/(\S)[ \t]{2,}(?=\S)/g, '$1 ');
}

/**
 * Runs one mode. The text goes in a private temporary file, not stdin: the `apertium` script reads `/dev/stdin`, which
 * cannot be opened when stdin is the socket Node gives a child process.
 */
async function runMode(apertium: ApertiumInstall, mode: string, text: string, signal: AbortSignal): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'parla-apertium-'));
  try {
    const input = join(folder, 'input.txt');
    await writeFile(input, text, { encoding: 'utf8', mode: 0o600 });
    const { stdout } = await runProcess(apertium.command, ['-u', '-d', apertium.dataDir, mode, input], {
      timeoutMs: TRANSLATE_TIMEOUT_MS,
      signal,
      maxOutputBytes: 1024 * 1024,
    });
    return withoutMarks(stdout.toString('utf8')).trim();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Translates text with Apertium (the program run directly, never through a shell, stopped after 15 s or on abort),
 * through the language in between when the pair has no mode of its own. Rejects when the pair is not covered or
 * Apertium fails.
 */
export async function translateWithApertium(
  apertium: ApertiumInstall,
  text: string,
  source: LanguageCode,
  target: LanguageCode,
  signal: AbortSignal,
): Promise<string> {
  const pair = apertiumPair(apertium, source, target);
  if (!pair) {
    throw new Error(`Apertium does not translate ${source}→${target} here.`);
  }
  const steps = pair.via ? [[source, pair.via], [pair.via, target]] : [[source, target]];
  let translated = text;
  for (const [from, to] of steps) {
    const mode = apertium.modes.find((candidate) => candidate.source === from && candidate.target === to);
    if (!mode) {
      throw new Error(`Apertium has no mode ${from}→${to}.`);
    }
    translated = await runMode(apertium, mode.mode, translated, signal);
    if (!translated && text.trim()) {
      // A broken mode exits 0 with no output (Debian 12's rus-ukr: its tagger crashes mid-pipe).
      throw new Error(`Apertium's ${mode.mode} gave no translation.`);
    }
  }
  return translated;
}
