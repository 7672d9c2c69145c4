import type { CorrectionCategory, LanguageCode, LearningGoal, LearningMode, MessageReview, SessionRecap, SkillLevel } from '@parla/contract';
import { goalTasksPractised } from './goal-tasks.js';
import { sentenceAt, wordsOf } from './text-measures.js';

/** A gap between two messages counts as practice up to this long; longer ones were time away. */
export const MAX_COUNTED_GAP_MS = 5 * 60 * 1000;

/** Categories that are grammar (the `grammar` goal reports them). */
const GRAMMAR_CATEGORIES: ReadonlySet<CorrectionCategory> = new Set(['agreement', 'conjugation', 'word_order', 'grammar']);

/** Categories a learner is told they avoided, when none came up (the ones learners most often get wrong). */
const AVOIDABLE_CATEGORIES: readonly CorrectionCategory[] = ['conjugation', 'agreement', 'spelling', 'accent', 'word_order'];

/** What a recap is made from: the conversation, its messages, the words saved during it, pronunciation attempts. */
export interface RecapInput {
  conversationId: string;
  targetLanguage: LanguageCode;
  nativeLanguage: LanguageCode;
  goals: readonly LearningGoal[];
  /** The conversation's mode and level, which tell the exercises a theme goal is measured by. */
  mode: LearningMode;
  level: SkillLevel;
  messages: ReadonlyArray<{ sender: 'user' | 'ai'; text: string; review: MessageReview | null; createdAt: Date }>;
  wordsSaved: ReadonlyArray<{ word: string; meaning: string | null }>;
  pronunciationAttempts: number;
  trigger: SessionRecap['trigger'];
  now: Date;
}

type Example = SessionRecap['corrections'][number]['examples'][number];

/** The learner's own mistake around a correction, widened to its whole word: wrong → right, with its sentence. */
export function exampleOf(text: string, correction: MessageReview['corrections'][number], language: LanguageCode): Example {
  // Widened over the letters of the word around it, not the punctuation after it ("cafe." → "cafe").
  const inWord = (character: string | undefined) => character !== undefined && /[\p{L}\p{M}\p{N}'’-]/u.test(character);
  let from = correction.start;
  while (from > 0 && inWord(text[from - 1])) {
    from -= 1;
  }
  let to = correction.end;
  while (to < text.length && inWord(text[to])) {
    to += 1;
  }
  const wrong = text.slice(from, to);
  const right = text.slice(from, correction.start) + correction.replacement + text.slice(correction.end, to);
  return { wrong, right, sentence: sentenceAt(text, correction.start, language).slice(0, 300) };
}

/** Practice time in whole minutes: gaps between messages, each counted up to {@link MAX_COUNTED_GAP_MS}. */
export function practiceMinutes(times: readonly Date[]): number {
  let total = 0;
  for (let index = 1; index < times.length; index += 1) {
    const gap = (times[index]?.getTime() ?? 0) - (times[index - 1]?.getTime() ?? 0);
    total += Math.max(0, Math.min(gap, MAX_COUNTED_GAP_MS));
  }
  return Math.round(total / 60000);
}

/**
 * The recap of a session by rules over the stored data: counts, corrections by category with the learner's own examples
 * (most frequent first), the words saved, up to three specific strengths, one focus, and a figure per goal. The prose
 * fields are null (a model may fill them).
 */
export function buildRuleRecap(input: RecapInput): SessionRecap {
  const language = input.targetLanguage;
  const learner = input.messages.filter((message) => message.sender === 'user');
  const allWords = learner.map((message) => wordsOf(message.text, language));
  const learnerWords = allWords.reduce((sum, words) => sum + words.length, 0);
  const distinct = new Set(allWords.flat()).size;

  const byCategory = new Map<CorrectionCategory, { count: number; examples: Example[] }>();
  let reviewed = 0;
  let clean = 0;
  for (const message of learner) {
    const review = message.review;
    if (!review || !review.checks.some((check) => check.status === 'ran')) {
      continue;
    }
    reviewed += 1;
    if (review.corrections.length === 0) {
      clean += 1;
    }
    for (const correction of review.corrections) {
      const entry = byCategory.get(correction.category) ?? { count: 0, examples: [] };
      entry.count += 1;
      const example = exampleOf(message.text, correction, language);
      if (entry.examples.length < 3 && !entry.examples.some((known) => known.wrong === example.wrong)) {
        entry.examples.push(example);
      }
      byCategory.set(correction.category, entry);
    }
  }
  const corrections = [...byCategory.entries()]
    .map(([category, entry]) => ({ category, count: entry.count, examples: entry.examples }))
    .sort((a, b) => b.count - a.count);
  const correctionsTotal = corrections.reduce((sum, entry) => sum + entry.count, 0);

  const times = input.messages.map((message) => message.createdAt);
  // A session in which the learner wrote lasted at least a minute, however fast the replies came.
  const minutes = learner.length > 0 ? Math.max(1, practiceMinutes(times)) : practiceMinutes(times);
  const longest = learner.reduce<{ text: string; words: number } | null>((best, message, index) => {
    const words = allWords[index]?.length ?? 0;
    return !best || words > best.words ? { text: message.text, words } : best;
  }, null);

  const wentWell: SessionRecap['went_well'] = [];
  if (clean > 0) {
    wentWell.push({ kind: 'clean_messages', count: clean, total: learner.length, detail: null });
  }
  const avoided = reviewed >= 3 ? AVOIDABLE_CATEGORIES.find((category) => !byCategory.has(category)) : undefined;
  if (avoided && correctionsTotal > 0) {
    wentWell.push({ kind: 'category_absent', count: reviewed, total: learner.length, detail: avoided });
  }
  if (longest && longest.words >= 5) {
    wentWell.push({ kind: 'longest_message', count: longest.words, total: null, detail: longest.text.slice(0, 300) });
  }
  if (input.wordsSaved.length > 0) {
    wentWell.push({ kind: 'words_saved', count: input.wordsSaved.length, total: null, detail: null });
  }
  if (distinct >= 10) {
    wentWell.push({ kind: 'word_variety', count: distinct, total: learnerWords, detail: null });
  }
  if (wentWell.length === 0) {
    wentWell.push({ kind: 'steady_practice', count: minutes, total: null, detail: null });
  }

  const top = corrections[0];
  const meanWords = learner.length > 0 ? learnerWords / learner.length : 0;
  const focus: SessionRecap['focus'] = top
    ? { kind: 'category', category: top.category, example: top.examples[0] ?? null }
    : { kind: meanWords < 6 ? 'write_more' : 'keep_going', category: null, example: null };

  const grammarCorrections = corrections.filter((entry) => GRAMMAR_CATEGORIES.has(entry.category)).reduce((sum, entry) => sum + entry.count, 0);
  const themeTasks = (goal: LearningGoal) =>
    goalTasksPractised({ targetLanguage: language, nativeLanguage: input.nativeLanguage, mode: input.mode, level: input.level, goals: input.goals }, goal, input.messages);
  const goalMeasures: Record<LearningGoal, Pick<SessionRecap['goals'][number], 'measure' | 'count'>> = {
    conversation: { measure: 'messages', count: learner.length },
    travel: { measure: 'theme_tasks', count: themeTasks('travel') },
    vocabulary: { measure: 'words_saved', count: input.wordsSaved.length },
    grammar: { measure: 'grammar_corrections', count: grammarCorrections },
    writing: { measure: 'words_written', count: learnerWords },
    reading: { measure: 'distinct_words', count: distinct },
    business: { measure: 'theme_tasks', count: themeTasks('business') },
    pronunciation: { measure: 'pronunciation_attempts', count: input.pronunciationAttempts },
  };

  const first = times[0] ?? input.now;
  const last = times.at(-1) ?? input.now;
  return {
    conversation_id: input.conversationId,
    target_language: language,
    native_language: input.nativeLanguage,
    trigger: input.trigger,
    engine: 'rules',
    created_at: input.now.toISOString(),
    started_at: first.toISOString(),
    last_activity_at: last.toISOString(),
    minutes,
    learner_messages: learner.length,
    learner_words: learnerWords,
    corrections_total: correctionsTotal,
    corrections,
    words_saved: input.wordsSaved.map((word) => ({ word: word.word, meaning: word.meaning })),
    went_well: wentWell.slice(0, 3),
    focus,
    goals: input.goals.map((goal) => ({ goal, ...goalMeasures[goal] })),
    summary: null,
    went_well_text: null,
    focus_text: null,
  };
}
