import type { CorrectionCategory, LanguageCode, LearningGoal, LearningMode, SkillLevel } from '@parla/contract';
import type { LearnerProfile } from '../progress/learner-model.js';
import { modelAnswer } from './answer-match.js';
import type { AnswerPattern, ContentFrames, KeywordList, LanguageContent, TranslationSource } from './content/content-types.js';
import { CONTENT } from './content/all-content.js';
import { grammarDrillTags, translationTags, vocabularyDrillTags } from './drill-tags.js';
import { sceneCategories, sceneStepCategories } from './scene-tags.js';

/** Modes practised as drills with expected answers. */
export const DRILL_MODES = ['translation', 'vocabulary', 'grammar'] as const;
/** Modes practised as texts with comprehension questions. */
export const READING_MODES = ['storytelling', 'cultural_context', 'idioms', 'slang'] as const;

/** One checkable thing the tutor asks: a drill, a question on a text, or a roleplay goal. */
export interface TaskItem {
  /** Stable id: mode, level and position, e.g. `grammar:beginner:3`. */
  id: string;
  /** What the tutor says to ask it the first time. */
  prompt: string;
  /** What the tutor says to ask it again after a wrong try. */
  retry: string;
  /** Text that every turn asking the item contains, so the item is found again in the history. */
  key: string;
  /** An answer pattern (drills), or undefined when `keywords` judge the answer. */
  pattern: AnswerPattern | undefined;
  /** Words that make an answer right (texts) or meet a goal (roleplay). */
  keywords: KeywordList | undefined;
  /** Whether the answer may come inside a longer message (single words and forms). */
  within: boolean;
  /** The drill's sentence with its `___` blank, for vocabulary and grammar. */
  clue: string | undefined;
  /** The model answer given after a wrong try. */
  model: string;
  /** What matters in the answer (English), named when the learner gets it right. */
  note: string | undefined;
  /** For a question on a text, the text itself (an idiom or slang word explained), given again when the learner asks what it means. */
  explanation: string | undefined;
  /** The roleplay goal (English), for roleplay steps. */
  task: string | undefined;
  /** The roleplay scene's title, for the first step of a scene. */
  sceneTitle: string | undefined;
  /** Whether this is the last step of its scene. */
  sceneEnd: boolean;
  /** Learner goals the item serves first. */
  goals: readonly LearningGoal[];
  /** Correction categories the item practises (see `drill-tags.ts`), so a learner's weak ones come first. */
  categories: readonly CorrectionCategory[];
}

/** What the embedded tutor uses of the learner model: the weak categories, most frequent first, and the due words. */
export type TutorProfile = Pick<LearnerProfile, 'weakCategories' | 'dueWords'>;

/** Fills `{name}` placeholders of a template. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function patternOf(source: TranslationSource): AnswerPattern {
  return typeof source === 'string' ? source : source[0];
}

/** The sentence a learner with this native language translates for a meaning id: theirs, else English's, else Spanish's. */
function sourceSentence(native: LanguageCode, target: LanguageCode, level: SkillLevel, id: string): string {
  const order: LanguageCode[] = [native, 'en', 'es'];
  for (const language of order) {
    const source = CONTENT[language].translation[level][id];
    if (language !== target && source !== undefined) {
      return modelAnswer(patternOf(source));
    }
  }
  return id;
}

function translationItems(content: LanguageContent, native: LanguageCode, level: SkillLevel): TaskItem[] {
  const frames = content.frames;
  return Object.entries(content.translation[level]).map(([id, source], index) => {
    const sentence = sourceSentence(native, content.language, level, id);
    const prompt = fillTemplate(frames.translate, { sentence });
    const pattern = patternOf(source);
    const note = typeof source === 'string' ? undefined : source[1];
    const model = modelAnswer(pattern);
    return item(`translation:${level}:${index}`, { prompt, retry: prompt, key: sentence, pattern, within: false, model, note, ...translationTags(id, note, model) });
  });
}

function item(id: string, fields: Partial<TaskItem> & Pick<TaskItem, 'prompt' | 'retry' | 'key' | 'model'>): TaskItem {
  return { id, pattern: undefined, keywords: undefined, within: false, clue: undefined, note: undefined, explanation: undefined, task: undefined, sceneTitle: undefined, sceneEnd: false, goals: [], categories: [], ...fields };
}

/**
 * The steps of a level's scenes, a scene's steps together and in order. Scenes serving one of the learner's goals come
 * first; among those, and then among the rest, scenes practising the learner's weakest category (see `scene-tags.ts`)
 * come before the others, then the content's order.
 */
function roleplayItems(content: LanguageContent, level: SkillLevel, goals: readonly LearningGoal[], weak: readonly CorrectionCategory[]): TaskItem[] {
  const frames = content.frames;
  const scenes = content.roleplay[level].map((scene, sceneIndex) => {
    const steps = scene.steps.map(([line, task, keywords, model], stepIndex) => {
      const goal = fillTemplate(frames.goal, { task });
      const opening = stepIndex === 0 ? `${fillTemplate(frames.sceneStart, { title: scene.title })} ` : '';
      return item(`roleplay:${level}:${sceneIndex}.${stepIndex}`, {
        prompt: `${opening}${line} (${goal})`,
        retry: `${fillTemplate(frames.example, { model: model.replace(/[.。]$/, '') })} ${line}`,
        key: line,
        keywords,
        model,
        task,
        sceneTitle: stepIndex === 0 ? scene.title : undefined,
        sceneEnd: stepIndex === scene.steps.length - 1,
        goals: scene.goals ?? [],
        categories: sceneStepCategories(task, model),
      });
    });
    const serves = (scene.goals ?? []).some((served) => goals.includes(served)) ? 0 : 1;
    return { steps, sceneIndex, rank: serves * (weak.length + 1) + weakRank(sceneCategories(scene), weak) };
  });
  return scenes.sort((a, b) => a.rank - b.rank || a.sceneIndex - b.sceneIndex).flatMap((scene) => scene.steps);
}

/** The place of the learner's weakest category among `categories` (0 for the weakest), or `weak.length` for none. */
function weakRank(categories: readonly CorrectionCategory[], weak: readonly CorrectionCategory[]): number {
  return Math.min(...categories.map((category) => (weak.includes(category) ? weak.indexOf(category) : weak.length)), weak.length);
}

/** Languages that put a space before a colon ("Question : …"). */
const SPACED_COLON: ReadonlySet<LanguageCode> = new Set(['fr']);

function readingItems(language: LanguageCode, content: LanguageContent, mode: (typeof READING_MODES)[number], level: SkillLevel): TaskItem[] {
  const label = `${content.frames.question}${SPACED_COLON.has(language) ? ' :' : ':'}`;
  return content[mode][level].map(([text, question, keywords, model], index) =>
    item(`${mode}:${level}:${index}`, { prompt: `${text} ${label} ${question}`, retry: `${label} ${question}`, key: question, keywords, model, explanation: text }),
  );
}

/**
 * The checkable items of a mode at a level in a target language; empty in free conversation. With a learner profile the
 * drills practising the learner's weak categories come first, and a vocabulary drill opens with the words due for review;
 * the learner's goals then choose among the rest (travel or business sentences and words, grammar notes). Scenes are
 * chosen by goal first, then by the learner's weak categories.
 */
export function taskItems(
  target: LanguageCode,
  native: LanguageCode,
  mode: LearningMode,
  level: SkillLevel,
  goals: readonly LearningGoal[] = [],
  profile?: TutorProfile,
): TaskItem[] {
  const content = CONTENT[target];
  const frames = content.frames;
  let items: TaskItem[];
  switch (mode) {
    case 'translation':
      items = translationItems(content, native, level);
      break;
    case 'vocabulary':
      items = [...dueWordItems(frames, profile?.dueWords ?? []), ...content.vocabulary[level].map(([gloss, clue, pattern, note], index) => {
        const prompt = fillTemplate(frames.vocabulary, { gloss, clue });
        const model = modelAnswer(pattern);
        return item(`vocabulary:${level}:${index}`, { prompt, retry: prompt, key: clue, clue, pattern, within: true, model, note, ...vocabularyDrillTags(gloss, note, model) });
      })];
      break;
    case 'grammar':
      items = content.grammar[level].map(([focus, clue, pattern, note], index) => {
        const prompt = fillTemplate(frames.grammar, { focus, clue });
        const model = modelAnswer(pattern);
        return item(`grammar:${level}:${index}`, { prompt, retry: prompt, key: clue, clue, pattern, within: true, model, note, ...grammarDrillTags(focus, note, model) });
      });
      break;
    case 'roleplay':
      return roleplayItems(content, level, goals, profile?.weakCategories ?? []);
    case 'storytelling':
    case 'cultural_context':
    case 'idioms':
    case 'slang':
      items = readingItems(target, content, mode, level);
      break;
    case 'free_conversation':
      return [];
    default:
      return mode satisfies never;
  }
  return orderForLearner(items, goals, profile?.weakCategories ?? []);
}

/**
 * Items practising a weak category first (the most frequent category first), then those serving a goal, each group in
 * the content's order; due words, which open a vocabulary drill, stay first.
 */
function orderForLearner(items: readonly TaskItem[], goals: readonly LearningGoal[], weak: readonly CorrectionCategory[]): TaskItem[] {
  const rank = (candidate: TaskItem) => {
    if (candidate.id.startsWith('due:')) {
      return -1;
    }
    const serves = candidate.goals.some((goal) => goals.includes(goal)) ? 0 : 1;
    return weakRank(candidate.categories, weak) * 2 + serves;
  };
  return items
    .map((candidate, index) => ({ candidate, index, rank: rank(candidate) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.candidate);
}

/** A vocabulary drill for each due word with a meaning: its meaning as the hint, its own sentence with a blank as the clue. */
function dueWordItems(frames: ContentFrames, dueWords: TutorProfile['dueWords']): TaskItem[] {
  return dueWords.flatMap((due) => {
    const word = due.word.replace(/[[\]()|_]/g, '').trim();
    const at = due.sentence?.toLocaleLowerCase().indexOf(word.toLocaleLowerCase()) ?? -1;
    if (!due.meaning || word === '') {
      return [];
    }
    const clue = due.sentence && at >= 0 ? `${due.sentence.slice(0, at)}___${due.sentence.slice(at + word.length)}` : '___';
    const prompt = fillTemplate(frames.vocabulary, { gloss: due.meaning, clue });
    return [item(`due:${word}`, { prompt, retry: prompt, key: clue === '___' ? prompt : clue, clue, pattern: word, within: true, model: word, goals: ['vocabulary'], categories: ['spelling'] })];
  });
}

/** The target language's fixed phrases. */
export function framesOf(target: LanguageCode): ContentFrames {
  return CONTENT[target].frames;
}
