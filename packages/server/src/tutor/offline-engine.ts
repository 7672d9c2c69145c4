import { createHash } from 'node:crypto';
import type { LanguageCode, LearningMode, SkillLevel } from '@parla/contract';
import { PHRASEBOOKS } from './phrasebooks.js';
import { sharedSpellChecker, type SpellChecker } from './spell-checker.js';
import type { TutorEngine, TutorRequest } from './tutor-engine.js';

/** Options of the offline tutor. */
export interface OfflineEngineOptions {
  /** Pause between streamed chunks, for demos. Default 0 (no artificial delay). */
  chunkDelayMs?: number;
  /** Where misspellings are looked up. Default: the process-wide worker-thread checker. */
  spellChecker?: SpellChecker;
  /** Longest wait for a dictionary still loading before replying without corrections. Default 150 ms. */
  spellingBudgetMs?: number;
}

/** How the offline tutor checks spelling. */
export interface SpellingOptions {
  /** Where misspellings are looked up. Default: the process-wide worker-thread checker. */
  spellChecker?: SpellChecker | undefined;
  /** Longest wait for a dictionary still loading. Default 150 ms. */
  spellingBudgetMs?: number | undefined;
}

/** A stable number from a text, so the same input always gives the same reply. */
function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) {
    throw new Error('empty phrase list');
  }
  return item;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Splits a reply into word-sized chunks (characters in groups for scripts without spaces). */
export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  for (const match of text.matchAll(/\S+\s*/g)) {
    const token = match[0];
    if (token.length <= 12) {
      chunks.push(token);
      continue;
    }
    const characters = Array.from(token);
    for (let index = 0; index < characters.length; index += 4) {
      chunks.push(characters.slice(index, index + 4).join(''));
    }
  }
  return chunks;
}

/** Modes whose lines follow on from each other, a scene or a story: they move forward and never start over. */
const SCENE_MODES: ReadonlySet<LearningMode> = new Set<LearningMode>(['roleplay', 'storytelling']);

/**
 * A mode's lines in order, placeholders filled. A line with `{sentence}` is given once per sentence to
 * translate, from the learner's native language's phrasebook (English when that is the target).
 */
function modeLines(mode: LearningMode, target: LanguageCode, native: LanguageCode): string[] {
  const templates = PHRASEBOOKS[target].modes[mode];
  if (!templates.some((template) => template.includes('{sentence}'))) {
    return [...templates];
  }
  const sentences = PHRASEBOOKS[native === target ? 'en' : native].practiceSentences;
  return sentences.map((sentence, index) => fill(pick(templates, index), { sentence }));
}

/** The index of the latest tutor turn that holds the line, or -1 when the tutor has not said it. */
function lastSaid(line: string, said: readonly string[]): number {
  for (let index = said.length - 1; index >= 0; index -= 1) {
    if (said[index]?.includes(line)) {
      return index;
    }
  }
  return -1;
}

/** The line said longest ago, one never said first; ties go to the first from `start` on. */
function leastRecent(lines: readonly string[], said: readonly string[], start: number): string {
  let best = pick(lines, start);
  let bestSaidAt = lastSaid(best, said);
  for (let offset = 1; offset < lines.length && bestSaidAt >= 0; offset += 1) {
    const line = pick(lines, start + offset);
    const saidAt = lastSaid(line, said);
    if (saidAt < bestSaidAt) {
      best = line;
      bestSaidAt = saidAt;
    }
  }
  return best;
}

/**
 * The tutor's next line for the mode, never one it has said in this conversation while it has others:
 * the first line not yet said (in a scene, the one after the furthest said, so a roleplay moves on
 * instead of starting over); once the mode's lines are used up, the open question said longest ago.
 */
function nextLine(request: TutorRequest, said: readonly string[], turn: number): string {
  const lines = modeLines(request.mode, request.targetLanguage, request.nativeLanguage);
  let fresh: string[];
  if (SCENE_MODES.has(request.mode)) {
    const furthest = lines.reduce((reached, line, index) => (lastSaid(line, said) >= 0 ? index : reached), -1);
    fresh = lines.slice(furthest + 1);
  } else {
    fresh = lines.filter((line) => lastSaid(line, said) < 0);
  }
  return fresh[0] ?? leastRecent(PHRASEBOOKS[request.targetLanguage].followUps, said, turn);
}

/** The tutor's opening message for a conversation, in the target language, shaped by mode and level. */
export function welcomeText(target: LanguageCode, native: LanguageCode, mode: LearningMode, level: SkillLevel): string {
  const book = PHRASEBOOKS[target];
  const parts = [book.greeting];
  if (level === 'beginner') {
    parts.push(book.beginnerNote);
  }
  parts.push(pick(modeLines(mode, target, native), 0));
  if (level === 'advanced' && !parts.at(-1)?.trim().endsWith('?')) {
    parts.push(pick(book.followUps, 0));
  }
  return parts.join(' ');
}

/** First replies a learner might send, in the target language. */
export function welcomeSuggestions(target: LanguageCode): string[] {
  return [...PHRASEBOOKS[target].suggestions].slice(0, 4);
}

/**
 * Writes the offline tutor's reply to the last learner message, deterministically once the target
 * language's dictionary is loaded: a spelling hint or a word of praise, then the mode's next line (none
 * it has said before in the conversation while it has others). When most of the message is in another
 * language it points out no spelling and asks the learner, in the target language, to try again in it.
 */
export async function composeOfflineReply(request: TutorRequest, spelling: SpellingOptions = {}): Promise<string> {
  const book = PHRASEBOOKS[request.targetLanguage];
  const learnerTurns = request.messages.filter((turn) => turn.role === 'user');
  const said = request.messages.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const last = learnerTurns.at(-1)?.content ?? '';
  const turn = learnerTurns.length;
  const seed = seedOf(`${request.targetLanguage}|${request.mode}|${request.level}|${turn}|${last}`);

  const checker = spelling.spellChecker ?? sharedSpellChecker();
  const report = await checker.check(request.targetLanguage, last, { budgetMs: spelling.spellingBudgetMs ?? 150 });
  if (report.otherLanguage) {
    return book.otherLanguage;
  }
  const parts: string[] = [];
  if (report.mistakes.length > 0) {
    const words = report.mistakes.map((mistake) => (mistake.suggestion ? `${mistake.word} → ${mistake.suggestion}` : mistake.word)).join(', ');
    parts.push(fill(book.spelling, { words }));
  } else {
    parts.push(leastRecent(book.encouragement, said, seed));
  }
  const line = nextLine(request, said, turn);
  parts.push(line);
  if (request.level === 'advanced' && !/[?？]\s*$/.test(line)) {
    parts.push(leastRecent(book.followUps.filter((question) => question !== line), said, seed >>> 3));
  }
  return parts.join(' ');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The embedded tutor: no network, deterministic, answers in the target language and points out misspellings. */
export function createOfflineEngine(options: OfflineEngineOptions = {}): TutorEngine {
  const delay = options.chunkDelayMs ?? 0;
  const spelling: SpellingOptions = { spellChecker: options.spellChecker, spellingBudgetMs: options.spellingBudgetMs };
  return {
    name: 'offline',
    prepare(language: LanguageCode) {
      void (options.spellChecker ?? sharedSpellChecker()).warm(language).catch((error: unknown) => console.error('spell dictionary failed to load', error));
    },
    async *generate(request: TutorRequest, signal: AbortSignal) {
      const reply = await composeOfflineReply(request, spelling);
      for (const chunk of chunkText(reply)) {
        if (signal.aborted) {
          return;
        }
        if (delay > 0) {
          await sleep(delay, signal);
        }
        yield chunk;
      }
    },
  };
}
