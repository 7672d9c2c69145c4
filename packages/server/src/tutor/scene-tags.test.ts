import { describe, expect, it } from 'vitest';
import { LANGUAGES, SKILL_LEVELS, type CorrectionCategory, type LanguageCode } from '@parla/contract';
import { CONTENT } from './content/all-content.js';
import { sceneCategories, sceneStepCategories } from './scene-tags.js';
import { nextItem, readProgress } from './task-history.js';
import { taskItems, type TutorProfile } from './task-items.js';

const weakIn = (...weakCategories: CorrectionCategory[]): TutorProfile => ({ weakCategories, dueWords: [] });

/** Titles of the scenes in the order the embedded tutor plays them. */
function sceneOrder(language: LanguageCode, level: (typeof SKILL_LEVELS)[number], goals: Parameters<typeof taskItems>[4], profile?: TutorProfile): string[] {
  return taskItems(language, 'en', 'roleplay', level, goals, profile).flatMap((step) => step.sceneTitle ?? []);
}

/** Categories the rules give some scene step: from the tasks' words and from what a model answer shows. */
const PRODUCED: readonly CorrectionCategory[] = ['agreement', 'conjugation', 'word_order', 'word_choice', 'style', 'accent', 'punctuation', 'capitalization'];

/**
 * Categories with no scene in a language (any level), and why: no Latin letters with diacritics (accent), no inverted
 * marks or spaced French punctuation (punctuation), no capitals (capitalization); the shorter contents have no clothes
 * shop, so no beginner scene where things are described, but the airport scene's suitcase is (agreement at advanced).
 */
const GAPS: Readonly<Record<LanguageCode, readonly CorrectionCategory[]>> = {
  en: ['accent', 'punctuation'],
  es: [],
  fr: [],
  de: ['punctuation'],
  it: ['punctuation'],
  pt: ['punctuation'],
  ja: ['accent', 'punctuation', 'capitalization'],
  ko: ['accent', 'punctuation', 'capitalization'],
  zh: ['accent', 'punctuation', 'capitalization'],
  uk: ['accent', 'punctuation'],
  nl: ['accent', 'punctuation'],
  pl: ['punctuation'],
  ru: ['accent', 'punctuation'],
  sv: ['punctuation'],
  tr: ['punctuation', 'capitalization'],
};

describe('roleplay scenes chosen for the learner’s weak categories (issue #21)', () => {
  it('tags a step from its English task and its model answer', () => {
    expect(sceneStepCategories('describe the suitcase', 'Es una maleta grande, negra.')).toEqual(['agreement']);
    expect(sceneStepCategories('choose a colour', 'Azul, por favor.')).toEqual(['agreement']);
    expect(sceneStepCategories('describe your experience', 'He trabajado cinco años.')).toContain('conjugation');
    expect(sceneStepCategories('ask the price', '¿Cuánto es?')).toEqual(['word_order', 'accent', 'punctuation']);
    expect(sceneStepCategories('say since when', 'Seit gestern Abend.')).toEqual(['word_choice', 'capitalization']);
    expect(sceneStepCategories('insist politely that you need it sooner', 'I need it sooner.')).toEqual(['word_order', 'style']);
    expect(sceneStepCategories('pay', 'Here you are.')).toEqual([]);
  });

  it('every language has a scene for each category the rules can give, except the gaps listed', () => {
    for (const language of LANGUAGES) {
      const tagged = new Set(SKILL_LEVELS.flatMap((level) => CONTENT[language].roleplay[level].flatMap(sceneCategories)));
      expect(PRODUCED.filter((category) => !tagged.has(category)), language).toEqual(GAPS[language]);
    }
  });

  it('plays a scene practising the weakest category first, and the content’s first scene without one', () => {
    expect(sceneOrder('es', 'beginner', [])[0]).toBe('En la cafetería');
    expect(sceneOrder('es', 'beginner', [], weakIn())[0]).toBe('En la cafetería');
    // Agreement: the clothes shop, where sizes and colours are chosen.
    expect(sceneOrder('es', 'beginner', [], weakIn('agreement'))).toEqual(['En la tienda de ropa', 'En la cafetería', 'En la estación']);
    // The weakest category counts first: no beginner scene has style, so agreement chooses.
    expect(sceneOrder('es', 'beginner', [], weakIn('style', 'agreement'))[0]).toBe('En la tienda de ropa');
    // A category no scene of the level practises leaves the content's order.
    expect(sceneOrder('es', 'beginner', [], weakIn('spelling'))[0]).toBe('En la cafetería');
    // At advanced level, agreement brings the airport complaint (describing the suitcase) before the job interview.
    expect(sceneOrder('es', 'advanced', [], weakIn('agreement'))[0]).toBe('Una reclamación en el aeropuerto');
    for (const language of LANGUAGES) {
      for (const level of SKILL_LEVELS) {
        const scenes = CONTENT[language].roleplay[level];
        const first = scenes.find((scene) => scene.title === sceneOrder(language, level, [], weakIn('conjugation'))[0]);
        const any = scenes.some((scene) => sceneCategories(scene).includes('conjugation'));
        expect(first && sceneCategories(first).includes('conjugation'), `${language} ${level}`).toBe(any);
      }
    }
  });

  it('lets the goals choose first, then the weak category among the scenes serving them', () => {
    // Business beats agreement: the job interview, the only business scene, comes first.
    expect(sceneOrder('es', 'advanced', ['business'], weakIn('agreement'))[0]).toBe('Una entrevista de trabajo');
    // Among the travel scenes, the station (where a destination takes a preposition) before the café for word choice.
    expect(sceneOrder('es', 'beginner', ['travel'], weakIn('word_choice')).slice(0, 2)).toEqual(['En la estación', 'En la cafetería']);
    // Then the scenes serving no goal, again by the weak category.
    expect(sceneOrder('es', 'beginner', ['travel'], weakIn('agreement'))).toEqual(['En la cafetería', 'En la estación', 'En la tienda de ropa']);
  });

  it('after a scene, goes to the first scene not yet played when the order has changed since', () => {
    const plain = taskItems('es', 'en', 'roleplay', 'beginner', []);
    const cafeEnd = plain.find((step) => step.sceneEnd);
    // The café was played, then agreement became weak: the clothes shop now comes first, then the café.
    const items = taskItems('es', 'en', 'roleplay', 'beginner', [], weakIn('agreement'));
    const turns = plain.slice(0, 4).map((step) => step.prompt);
    const progress = readProgress(turns, items, []);
    expect(progress.current?.id).toBe(cafeEnd?.id);
    expect(nextItem(items, progress, true)?.item.sceneTitle).toBe('En la tienda de ropa');
    // With the clothes shop played too, the station follows, not the café again.
    const shop = items.slice(0, 4).map((step) => step.prompt);
    expect(nextItem(items, readProgress([...turns, ...shop], items, []), true)?.item.sceneTitle).toBe('En la estación');
  });
});
