import { LANGUAGES } from '@parla/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPLY_FRAMES } from './all-reply-frames.js';

const text = z.string().trim().min(1);
/** A `|`-separated list of phrases, none empty. */
const phrases = text.refine((value) => value.split('|').every((phrase) => phrase.trim().length > 0), 'empty phrase');

/** One question, as a follow-up asks. */
const oneQuestion = text.refine((question) => (question.match(/[?？]/g) ?? []).length === 1, 'one question');

/** The shape of one language's file (see `ReplyFrames`): every line present, its placeholders kept. */
const replyFramesSchema = z
  .object({
    greetings: phrases,
    greetBack: text,
    notUnderstood: phrases,
    howToSay: phrases,
    saidAs: text.includes('{word}').includes('{meaning}'),
    simpler: text,
    explainTranslate: text,
    explainFill: text.includes('___'),
    explainQuestion: text,
    explainRoleplay: text.includes('{task}'),
    hint: text.includes('{start}'),
    partlyRight: text.includes('{words}'),
    checkWords: text.includes('{words}'),
    otherLanguage: text.includes('{words}'),
    offTask: text.includes('{word}'),
    textSays: text.includes('{sentence}'),
    negations: phrases,
    // One question each (a follow-up asks one thing): past, feeling, liking, plan.
    followUps: z.array(z.tuple([phrases, oneQuestion])).length(4),
    backToTask: text,
    // A statement: the question said again stays the one next thing.
    helpOffer: text.refine((line) => !/[?？]/.test(line), 'no question'),
    noted: text,
    nice: text,
    moods: z.object({ good: phrases, glad: text, askGood: oneQuestion, bad: phrases, sorry: text, askBad: oneQuestion }).strict(),
    answerForms: z.array(z.tuple([text, phrases])).min(1),
    functionWords: z.union([z.literal(''), phrases]),
    questionWords: z.union([z.literal(''), phrases]),
  })
  .strict();

describe('the embedded tutor’s lines for messages that are not answers', () => {
  it.each([...LANGUAGES])('%s matches the schema', (language) => {
    const parsed = replyFramesSchema.safeParse(REPLY_FRAMES[language]);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  });

  it('is written per language: no two languages share a line', () => {
    for (const key of ['greetBack', 'simpler', 'explainFill', 'hint', 'partlyRight', 'otherLanguage', 'offTask', 'backToTask'] as const) {
      const lines = LANGUAGES.map((language) => REPLY_FRAMES[language][key]);
      expect(new Set(lines).size, key).toBe(LANGUAGES.length);
    }
  });

  it('leads into the task with a colon where the task follows', () => {
    for (const language of LANGUAGES) {
      expect(REPLY_FRAMES[language].simpler, language).toMatch(/[:：]$/);
      expect(REPLY_FRAMES[language].backToTask, language).toMatch(/[:：]$/);
      expect(REPLY_FRAMES[language].offTask, language).toMatch(/[:：]$/);
    }
  });
});
