import type { LanguageCode, LearningGoal, LearningMode, SkillLevel } from '@parla/contract';
import { findKeyword, judgeAnswer, normalizeAnswer, type AnswerJudgement } from './answer-match.js';
import { goalKeywords } from './polite-requests.js';
import { conversationReply, openingQuestion } from './conversation-reply.js';
import { topicQuestionIn } from './topic-follow-up.js';
import { asWritten } from './written-form.js';
import { dueWordToUse, useWordText } from './due-word-nudge.js';
import { answerWordQuestion, lookUpAskedWord, type MeaningSources } from './word-meaning-answer.js';
import { answerHint, asSentence, inAnotherScript, isGreeting, isNotUnderstood, lastQuestion, quoteBack, replyFramesOf, rightWords, wordsNotInAnswer } from './non-answer.js';
import { nonAnswerTurn, type MessageReading } from './non-answer-turn.js';
import { sayAgainSimpler } from './say-again.js';
import { answerHowToSay } from './how-to-say.js';
import { isOfferedPlea } from './reply-suggestions.js';
import { PHRASEBOOKS } from './phrasebooks.js';
import { nextItem, readProgress, type TaskProgress } from './task-history.js';
import { fillTemplate, framesOf, taskItems, type TaskItem, type TutorProfile } from './task-items.js';
import { sharedSpellChecker, type SpellChecker } from './spell-checker.js';
import type { TutorEngine, TutorRequest } from './tutor-engine.js';
import { GRAMMAR_LEXICONS } from './review/grammar/grammar-rules.js';
import { sleep } from '../sleep.js';

/** Options of the offline tutor. */
export interface OfflineEngineOptions {
  /**
   * Pause between streamed word-sized chunks, for demos. Default 0: no pause, and then the reply is sent as one chunk
   * (word-sized chunks sent back to back reach the learner at the same moment, at many times the cost).
   */
  chunkDelayMs?: number;
  /** Tells a message in another language from one in the target language. Default: the process-wide worker-thread checker. */
  spellChecker?: SpellChecker;
  /** Longest wait for a dictionary still loading before replying without corrections. Default 150 ms. */
  spellingBudgetMs?: number;
}

/** How the offline tutor tells a message in another language (its dictionary lookups). */
export interface SpellingOptions {
  /** Reads whether a message is in the target language (only `check` is used). Default: the process-wide worker-thread checker. */
  spellChecker?: Pick<SpellChecker, 'check'> | undefined;
  /** Longest wait for a dictionary still loading. Default 150 ms. */
  spellingBudgetMs?: number | undefined;
  /** Where "what does X mean?" finds meanings. Default: the machine's FreeDict dictionaries and analysers. */
  meaningSources?: MeaningSources | undefined;
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

/** What the embedded tutor made of the learner's message, beside its reply. */
export interface OfflineTurn {
  /** The reply. */
  text: string;
  /** The item the learner was answering, when the tutor had asked one. */
  itemId: string | undefined;
  /** `right` or `wrong` when the message was judged as an answer, `none` otherwise (a question, free conversation). */
  verdict: 'right' | 'wrong' | 'none';
}

/** Longest message (normalized characters) read as "I don't know" rather than as an answer containing those words. */
const SHORT_MESSAGE = 24;

/**
 * The tutor's opening message for a conversation, in the target language: who it is, then the mode's first task (with a
 * learner profile, one practising a weak category or a due word; in free conversation, a due word to use).
 */
export function welcomeText(
  target: LanguageCode,
  native: LanguageCode,
  mode: LearningMode,
  level: SkillLevel,
  goals: readonly LearningGoal[] = [],
  profile?: TutorProfile,
): string {
  const book = PHRASEBOOKS[target];
  const parts = [book.greeting];
  if (level === 'beginner') {
    parts.push(book.beginnerNote);
  }
  if (mode === 'free_conversation') {
    parts.push(openingQuestion(target, level, goals, []));
    const word = dueWordToUse(target, profile, goals, []);
    if (word !== undefined) {
      parts.push(useWordText(target, word));
    }
  } else {
    const first = taskItems(target, native, mode, level, goals, profile)[0];
    if (first) {
      parts.push(first.prompt);
    }
  }
  return parts.join(' ');
}

/** First replies a learner might send, in the target language. */
export function welcomeSuggestions(target: LanguageCode): string[] {
  return [...PHRASEBOOKS[target].suggestions].slice(0, 4);
}

/** Languages that write compounds as one word, the head last ("Apfelsaft", "appelsap", "äppeljuice"). */
const COMPOUNDING: ReadonlySet<LanguageCode> = new Set(['de', 'nl', 'sv']);

function judge(item: TaskItem, text: string, language: LanguageCode): AnswerJudgement {
  if (item.pattern !== undefined) {
    return judgeAnswer(item.pattern, text, language, { within: item.within, clue: item.clue });
  }
  // A roleplay goal needs its own words: "Vorrei prenotare una camera" does not order a drink.
  const hit = findKeyword(item.task === undefined ? (item.keywords ?? '') : goalKeywords(item.keywords ?? '', language), text, language, { compoundHeads: COMPOUNDING.has(language) });
  return hit ? { verdict: 'right', matched: asWritten(language, hit.word, text), accentSlips: [] } : { verdict: 'wrong', matched: item.model, accentSlips: [] };
}

/** An answer put inside a frame that ends the sentence itself: without its own full stop. */
function quoted(answer: string): string {
  return answer.replace(/[.。]$/, '');
}

/** Praise that names what was right: the answer given, why it is right, any accent to mind. */
function praise(item: TaskItem, judgement: AnswerJudgement, language: LanguageCode): string {
  const frames = framesOf(language);
  if (item.task !== undefined) {
    return `✓ ${fillTemplate(frames.goalMet, { task: item.task, words: judgement.matched })}`;
  }
  const parts = [`✓ ${fillTemplate(frames.right, { answer: quoted(judgement.matched) })}`];
  if (item.note) {
    parts.push(asSentence(item.note));
  }
  if (judgement.accentSlips.length > 0) {
    parts.push(fillTemplate(frames.accents, { words: judgement.accentSlips.map(([written, right]) => `${written} → ${right}`).join(', ') }));
  }
  return parts.join(' ');
}

/** The next item's prompt, after closing a finished scene or saying every item has been done. */
function moveOn(items: readonly TaskItem[], progress: TaskProgress, mode: LearningMode, language: LanguageCode): string[] {
  const frames = framesOf(language);
  const next = nextItem(items, progress, mode === 'roleplay');
  if (!next) {
    return [];
  }
  const parts: string[] = [];
  if (progress.current?.sceneEnd) {
    parts.push(frames.sceneDone);
  }
  if (next.wrapped) {
    parts.push(frames.allDone);
  }
  parts.push(mode === 'roleplay' || !progress.current ? next.item.prompt : `${frames.next} ${next.item.prompt}`);
  return parts;
}

/**
 * The openings that mark a tutor turn asking the same item again after a wrong try ("Not quite.", "Almost."); a turn
 * that gives the answer starts so too, but asks the next item.
 */
function retryMarks(language: LanguageCode): string[] {
  const frames = framesOf(language);
  return [frames.wrong, frames.close];
}

/** A reply in a mode with tasks: judges the answer to the item the tutor asked last, then praises, asks again or moves on. */
function taskTurn(request: TutorRequest, tutorTurns: readonly string[], last: string, reading: MessageReading): OfflineTurn {
  const language = request.targetLanguage;
  const frames = framesOf(language);
  const items = taskItems(language, request.nativeLanguage, request.mode, request.level, request.goals, request.profile);
  const progress = readProgress(tutorTurns, items, retryMarks(language));
  const current = progress.current;
  if (!current) {
    return { text: moveOn(items, progress, request.mode, language).join(' '), itemId: undefined, verdict: 'none' };
  }
  const judged = judge(current, last, language);
  // "Again, slower" inside a right answer ("otra vez", "igen") is part of the answer, not a plea.
  const notUnderstood = judged.verdict !== 'right' && (isNotUnderstood(last, language, request.nativeLanguage) || isOfferedPlea(last, language, request.nativeLanguage));
  const notUnderstoodAgain = notUnderstood && tutorTurns.at(-1)?.startsWith(replyFramesOf(language).simpler) === true;
  const dontKnow = notUnderstoodAgain || (findKeyword(frames.dontKnow, last, language) !== undefined && normalizeAnswer(last, language).length <= SHORT_MESSAGE);
  let judgement = dontKnow ? ({ verdict: 'wrong', matched: current.model, accentSlips: [] } satisfies AnswerJudgement) : judged;
  const other = dontKnow ? undefined : nonAnswerTurn(request, last, reading, current, judgement, notUnderstood);
  // Never the same reply twice in a row: the same message again gets the answer, and the next task.
  const repeated = other !== undefined && other.text === tutorTurns.at(-1);
  if (other && !repeated) {
    return other;
  }
  if (repeated) {
    judgement = { verdict: 'wrong', matched: current.model, accentSlips: [] };
  }
  const givesAnswer = dontKnow || repeated;
  if (judgement.verdict === 'right') {
    return { text: [praise(current, judgement, language), ...moveOn(items, progress, request.mode, language)].join(' '), itemId: current.id, verdict: 'right' };
  }
  if (progress.wrongTries >= 1 || givesAnswer) {
    const answer = current.task !== undefined ? fillTemplate(frames.example, { model: quoted(current.model) }) : fillTemplate(frames.answerWas, { answer: quoted(current.model) });
    const parts = [...(givesAnswer ? [] : [frames.wrong]), answer, ...(current.note ? [asSentence(current.note)] : []), ...moveOn(items, progress, request.mode, language)];
    return { text: parts.join(' '), itemId: current.id, verdict: 'wrong' };
  }
  // A first wrong try: what was right in it, a hint, the task again.
  const mark = judgement.verdict === 'close' ? frames.close : frames.wrong;
  const replies = replyFramesOf(language);
  // Almost right: the words to check; else the words already right.
  const slips = judgement.verdict === 'close' ? wordsNotInAnswer(current, last, language) : undefined;
  const right = judgement.verdict === 'close' ? undefined : rightWords(current, last, language);
  const note = slips !== undefined ? fillTemplate(replies.checkWords, { words: slips }) : right !== undefined ? fillTemplate(replies.partlyRight, { words: right }) : undefined;
  const lead = [mark, ...(note === undefined ? [] : [note])];
  const hint = answerHint(current, last, language, request.level);
  const goal = current.task !== undefined ? [fillTemplate(frames.goal, { task: current.task })] : [];
  return { text: [...lead, ...(hint === undefined ? [] : [hint]), frames.tryAgain, ...goal, current.retry].join(' '), itemId: current.id, verdict: 'wrong' };
}

/**
 * Writes the offline tutor's reply to the last learner message and says how it judged it. In drills, texts and
 * scenes it checks the answer to the item it asked last (found again in its own earlier turns); in free conversation
 * it follows the learner's topic and answers their question when it can. When most of the message is in another
 * language it asks the learner to write in the target language. Spelling and grammar corrections are not in the
 * reply: the review shows them on the learner's own message.
 */
export async function composeOfflineTurn(request: TutorRequest, spelling: SpellingOptions = {}): Promise<OfflineTurn> {
  const language = request.targetLanguage;
  const last = request.messages.filter((turn) => turn.role === 'user').at(-1)?.content ?? '';
  const tutorTurns = request.messages.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const checker = spelling.spellChecker ?? sharedSpellChecker();
  const report = await checker.check(language, last, { budgetMs: spelling.spellingBudgetMs ?? 150 });
  // "What does «madrugar» mean?" is answered from the offline dictionaries (a word of the tutor's own task by its explanation).
  const free = request.mode === 'free_conversation';
  if (!free) {
    const meaning = await lookUpAskedWord({ text: last, target: language, native: request.nativeLanguage }, spelling.meaningSources);
    return taskTurn(request, tutorTurns, last, { report, meaning, howToSay: answerHowToSay(last, language, request.nativeLanguage, spelling.meaningSources) });
  }
  const replies = replyFramesOf(language);
  const learnerTurns = request.messages.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  if (isNotUnderstood(last, language, request.nativeLanguage) || isOfferedPlea(last, language, request.nativeLanguage)) {
    // The same question said more simply, glossed in the learner's language, with an offer of help.
    return { text: sayAgainSimpler(language, request.nativeLanguage, request.level, request.goals, tutorTurns, learnerTurns), itemId: undefined, verdict: 'none' };
  }
  const wordAnswer = (await answerWordQuestion({ text: last, target: language, native: request.nativeLanguage }, spelling.meaningSources)) ?? answerHowToSay(last, language, request.nativeLanguage, spelling.meaningSources);
  // One word does not tell a language: "Hola" to an English tutor is greeted back, a name is a name.
  if ((report.otherLanguage || inAnotherScript(last, language)) && wordAnswer === undefined && last.trim().split(/\s+/).length >= 2) {
    // What the learner wrote, quoted back; then the question they were answering again.
    const question = lastQuestion(tutorTurns.at(-1)) ?? openingQuestion(language, request.level, request.goals, tutorTurns);
    return { text: `${fillTemplate(replies.otherLanguage, { words: quoteBack(last) })} ${question}`, itemId: undefined, verdict: 'none' };
  }
  // A greeting answers nothing: greeted back, the question asked before it comes again ("Hola" → "¡Hola! … ¿Te gusta tu trabajo?").
  const greeted = isGreeting(last, language, request.nativeLanguage);
  const answered = conversationReply(language, request.level, request.goals, tutorTurns, last, wordAnswer, learnerTurns, greeted ? (topicQuestionIn(language, tutorTurns.at(-1)) ?? lastQuestion(tutorTurns.at(-1))) : undefined);
  const reply = greeted ? `${replies.greetBack} ${answered}` : answered;
  // The learner model's due words come back in conversation (issue #21): the learner is asked to use one.
  const word = dueWordToUse(language, request.profile, request.goals, tutorTurns);
  return { text: word === undefined ? reply : `${reply} ${useWordText(language, word)}`, itemId: undefined, verdict: 'none' };
}

/** The offline tutor's reply to the last learner message (see `composeOfflineTurn`). */
export async function composeOfflineReply(request: TutorRequest, spelling: SpellingOptions = {}): Promise<string> {
  return (await composeOfflineTurn(request, spelling)).text;
}


/** The embedded tutor: no network, deterministic; a practice partner that asks and checks tasks in the target language. */
export function createOfflineEngine(options: OfflineEngineOptions = {}): TutorEngine {
  const delay = options.chunkDelayMs ?? 0;
  const spelling: SpellingOptions = { spellChecker: options.spellChecker, spellingBudgetMs: options.spellingBudgetMs };
  return {
    name: 'offline',
    prepare(language: LanguageCode) {
      void (options.spellChecker ?? sharedSpellChecker()).warm(language).catch((error: unknown) => console.error('spell dictionary failed to load', error));
      // A grammar lexicon (Ukrainian) starts loading too, so the first review need not wait for it.
      void GRAMMAR_LEXICONS[language]?.();
    },
    prefetch(language: LanguageCode, text: string) {
      // The check the reply makes first (see composeOfflineTurn), asked for early: the spell checker keeps its answer.
      void (options.spellChecker ?? sharedSpellChecker()).check(language, text, { budgetMs: options.spellingBudgetMs ?? 150 }).catch(() => undefined);
    },
    async *generate(request: TutorRequest, signal: AbortSignal) {
      const reply = await composeOfflineReply(request, spelling);
      for (const chunk of delay > 0 ? chunkText(reply) : [reply]) {
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
