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

/** A mode line with its placeholders filled (the sentence to translate comes from the native language). */
function modeLine(mode: LearningMode, target: LanguageCode, native: LanguageCode, turn: number): string {
  const book = PHRASEBOOKS[target];
  const sentenceSource = PHRASEBOOKS[native === target ? 'en' : native];
  return fill(pick(book.modes[mode], turn), { sentence: pick(sentenceSource.practiceSentences, turn) });
}

/** The tutor's opening message for a conversation, in the target language, shaped by mode and level. */
export function welcomeText(target: LanguageCode, native: LanguageCode, mode: LearningMode, level: SkillLevel): string {
  const book = PHRASEBOOKS[target];
  const parts = [book.greeting];
  if (level === 'beginner') {
    parts.push(book.beginnerNote);
  }
  parts.push(modeLine(mode, target, native, 0));
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
 * language's dictionary is loaded: a spelling hint or a word of praise, then the mode's next line.
 * When most of the message is in another language it points out no spelling and asks the learner,
 * in the target language, to try again in it.
 */
export async function composeOfflineReply(request: TutorRequest, spelling: SpellingOptions = {}): Promise<string> {
  const book = PHRASEBOOKS[request.targetLanguage];
  const learnerTurns = request.messages.filter((turn) => turn.role === 'user');
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
    parts.push(pick(book.encouragement, seed));
  }
  parts.push(modeLine(request.mode, request.targetLanguage, request.nativeLanguage, turn));
  const lastPart = parts.at(-1) ?? '';
  if (request.level === 'advanced' && !/[?？]\s*$/.test(lastPart)) {
    parts.push(pick(book.followUps, seed >>> 3));
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
