import type { LanguageCode, LearningGoal, LearningMode, SkillLevel } from '@parla/contract';
import { modelAnswer } from './answer-match.js';
import type { AnswerPattern, ContentFrames, KeywordList, LanguageContent, TranslationSource } from './content/content-types.js';
import { CONTENT } from './content/all-content.js';

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
}

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
    return item(`translation:${level}:${index}`, { prompt, retry: prompt, key: sentence, pattern, within: false, model: modelAnswer(pattern), note: typeof source === 'string' ? undefined : source[1] });
  });
}

function item(id: string, fields: Partial<TaskItem> & Pick<TaskItem, 'prompt' | 'retry' | 'key' | 'model'>): TaskItem {
  return { id, pattern: undefined, keywords: undefined, within: false, clue: undefined, note: undefined, explanation: undefined, task: undefined, sceneTitle: undefined, sceneEnd: false, goals: [], ...fields };
}

function roleplayItems(content: LanguageContent, level: SkillLevel): TaskItem[] {
  const frames = content.frames;
  return content.roleplay[level].flatMap((scene, sceneIndex) =>
    scene.steps.map(([line, task, keywords, model], stepIndex) => {
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
      });
    }),
  );
}

function readingItems(content: LanguageContent, mode: (typeof READING_MODES)[number], level: SkillLevel): TaskItem[] {
  const frames = content.frames;
  return content[mode][level].map(([text, question, keywords, model], index) =>
    item(`${mode}:${level}:${index}`, { prompt: `${text} ${frames.question}: ${question}`, retry: `${frames.question}: ${question}`, key: question, keywords, model, explanation: text }),
  );
}

/** The checkable items of a mode at a level in a target language, those serving the learner's goals first; empty in free conversation. */
export function taskItems(target: LanguageCode, native: LanguageCode, mode: LearningMode, level: SkillLevel, goals: readonly LearningGoal[] = []): TaskItem[] {
  const content = CONTENT[target];
  const frames = content.frames;
  let items: TaskItem[];
  switch (mode) {
    case 'translation':
      items = translationItems(content, native, level);
      break;
    case 'vocabulary':
      items = content.vocabulary[level].map(([gloss, clue, pattern, note], index) => {
        const prompt = fillTemplate(frames.vocabulary, { gloss, clue });
        return item(`vocabulary:${level}:${index}`, { prompt, retry: prompt, key: clue, clue, pattern, within: true, model: modelAnswer(pattern), note });
      });
      break;
    case 'grammar':
      items = content.grammar[level].map(([focus, clue, pattern, note], index) => {
        const prompt = fillTemplate(frames.grammar, { focus, clue });
        return item(`grammar:${level}:${index}`, { prompt, retry: prompt, key: clue, clue, pattern, within: true, model: modelAnswer(pattern), note });
      });
      break;
    case 'roleplay':
      return orderScenesByGoals(roleplayItems(content, level), goals);
    case 'storytelling':
    case 'cultural_context':
    case 'idioms':
    case 'slang':
      items = readingItems(content, mode, level);
      break;
    case 'free_conversation':
      return [];
    default:
      return mode satisfies never;
  }
  return items;
}

/** Scenes that serve one of the learner's goals come first; steps keep their order. */
function orderScenesByGoals(items: TaskItem[], goals: readonly LearningGoal[]): TaskItem[] {
  const serves = (candidate: TaskItem) => candidate.goals.some((goal) => goals.includes(goal));
  return [...items.filter(serves), ...items.filter((candidate) => !serves(candidate))];
}

/** The target language's fixed phrases. */
export function framesOf(target: LanguageCode): ContentFrames {
  return CONTENT[target].frames;
}
