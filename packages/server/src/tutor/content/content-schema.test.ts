import { describe, expect, it } from 'vitest';
import { LANGUAGES, LEARNING_MODES, SKILL_LEVELS, type LanguageCode, type LearningMode, type SkillLevel } from '@parla/contract';
import { expandPattern, findKeyword, judgeAnswer, modelAnswer, normalizeAnswer } from '../answer-match.js';
import { taskItems } from '../task-items.js';
import { CONTENT } from './all-content.js';
import { languageContentSchema } from './content-schema.js';

/** The languages the issue asks 12 checkable items per mode and level of; every other one needs 6. */
const MAJOR: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['es', 'fr', 'de', 'it', 'pt', 'ja']);

function checkableCount(language: LanguageCode, mode: LearningMode, level: SkillLevel): number {
  const content = CONTENT[language];
  switch (mode) {
    case 'translation':
      return Object.keys(content.translation[level]).length;
    case 'roleplay':
      return content.roleplay[level].reduce((sum, scene) => sum + scene.steps.length, 0);
    case 'free_conversation':
      return content.topics.length;
    default:
      return content[mode][level].length;
  }
}

describe('the embedded tutor’s content', () => {
  it.each([...LANGUAGES])('%s matches the schema', (language) => {
    const parsed = languageContentSchema.safeParse(CONTENT[language]);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    expect(CONTENT[language].language).toBe(language);
  });

  it.each([...LANGUAGES])('%s has enough checkable items in every mode and level', (language) => {
    const needed = MAJOR.has(language) ? 12 : 6;
    for (const mode of LEARNING_MODES) {
      for (const level of SKILL_LEVELS) {
        expect(checkableCount(language, mode, level), `${language} ${mode} ${level}`).toBeGreaterThanOrEqual(needed);
      }
    }
  });

  it('has an English sentence for every translation meaning any language uses (the fallback source)', () => {
    for (const language of LANGUAGES) {
      for (const level of SKILL_LEVELS) {
        for (const id of Object.keys(CONTENT[language].translation[level])) {
          expect(CONTENT.en.translation[level][id], `${language} ${level} ${id}`).toBeDefined();
        }
      }
    }
  });

  it.each([...LANGUAGES])('%s accepts its own model answers, and every accepted variant', (language) => {
    const content = CONTENT[language];
    for (const level of SKILL_LEVELS) {
      const patterns = [
        ...Object.values(content.translation[level]).map((source) => (typeof source === 'string' ? source : source[0])),
        ...content.vocabulary[level].map((item) => item[2]),
        ...content.grammar[level].map((item) => item[2]),
      ];
      for (const pattern of patterns) {
        for (const answer of expandPattern(pattern)) {
          expect(judgeAnswer(pattern, answer, language).verdict, `${language} ${pattern} ← ${answer}`).toBe('right');
        }
      }
      const keyed = [
        ...content.roleplay[level].flatMap((scene) => scene.steps.map(([, , keywords, model]) => [keywords, model] as const)),
        ...(['storytelling', 'cultural_context', 'idioms', 'slang'] as const).flatMap((mode) => content[mode][level].map(([, , keywords, model]) => [keywords, model] as const)),
      ];
      for (const [keywords, model] of keyed) {
        expect(findKeyword(keywords, model, language), `${language} ${level}: “${model}” should meet ${keywords}`).toBeDefined();
      }
    }
  });

  it.each([...LANGUAGES])('%s has no one-letter keyword (it would match half the words of a message)', (language) => {
    const content = CONTENT[language];
    const lists = [
      content.frames.dontKnow,
      ...content.topics.map((topic) => topic.keywords),
      ...content.answers.map(([keywords]) => keywords),
      ...SKILL_LEVELS.flatMap((level) => [
        ...content.roleplay[level].flatMap((scene) => scene.steps.map((step) => step[2])),
        ...(['storytelling', 'cultural_context', 'idioms', 'slang'] as const).flatMap((mode) => content[mode][level].map((item) => item[2])),
      ]),
    ];
    const unspaced = language === 'ja' || language === 'zh' || language === 'ko';
    for (const keyword of lists.flatMap((list) => list.split('|'))) {
      const normal = normalizeAnswer(keyword, language);
      if (!unspaced && !/^\d+$/.test(normal)) {
        expect(Array.from(normal).length, `${language} “${keyword}”`).toBeGreaterThan(1);
      }
    }
  });

  it.each([...LANGUAGES])('%s items are told apart by their text (the tutor finds the item it asked in its own turn)', (language) => {
    for (const mode of LEARNING_MODES) {
      for (const level of SKILL_LEVELS) {
        const items = taskItems(language, language === 'en' ? 'es' : 'en', mode, level);
        for (const item of items) {
          expect(item.prompt.includes(item.key) && item.retry.includes(item.key), `${language} ${mode} ${item.id}`).toBe(true);
          const shadowed = items.filter((other) => other.id !== item.id && other.key.includes(item.key));
          expect(shadowed.map((other) => other.id), `${language} ${mode} ${item.id} “${item.key}”`).toEqual([]);
        }
      }
    }
  });

  it('gives learners of every native language a sentence to translate that is not in the target language', () => {
    for (const target of LANGUAGES) {
      for (const native of LANGUAGES) {
        for (const level of SKILL_LEVELS) {
          for (const item of taskItems(target, native, 'translation', level)) {
            const answers = expandPattern(modelAnswer(item.pattern ?? ''));
            expect(answers.includes(item.key), `${target}←${native} ${item.id}`).toBe(false);
          }
        }
      }
    }
  });
});
