import { LANGUAGES, LEARNING_GOALS } from '@parla/contract';
import { z } from 'zod';

const text = z.string().trim().min(1);
/** A `|`-separated list of keywords, none empty. */
const keywordList = text.refine((value) => value.split('|').every((keyword) => keyword.trim().length > 0), 'empty keyword');
const perLevel = <T extends z.ZodType>(item: T) => z.object({ beginner: z.array(item), intermediate: z.array(item), advanced: z.array(item) }).strict();
const goals = z.array(z.enum(LEARNING_GOALS)).optional();
const reading = z.tuple([text, text, keywordList, text]);

/** The shape of one language's content file (see `LanguageContent`). */
export const languageContentSchema = z
  .object({
    language: z.enum(LANGUAGES),
    frames: z
      .object({
        right: text.includes('{answer}'),
        accents: text.includes('{words}'),
        wrong: text,
        close: text,
        tryAgain: text,
        answerWas: text.includes('{answer}'),
        next: text,
        translate: text.includes('{sentence}'),
        vocabulary: text.includes('{gloss}').includes('{clue}'),
        grammar: text.includes('{focus}').includes('{clue}'),
        question: text,
        goal: text.includes('{task}'),
        example: text.includes('{model}'),
        goalMet: text.includes('{task}').includes('{words}'),
        sceneStart: text.includes('{title}'),
        sceneDone: text,
        offline: text,
        pickUp: text.includes('{word}'),
        allDone: text,
        dontKnow: keywordList,
      })
      .strict(),
    translation: z
      .object({
        beginner: z.record(z.string(), z.union([text, z.tuple([text, text])])),
        intermediate: z.record(z.string(), z.union([text, z.tuple([text, text])])),
        advanced: z.record(z.string(), z.union([text, z.tuple([text, text])])),
      })
      .strict(),
    vocabulary: perLevel(z.union([z.tuple([text, text.includes('___'), text]), z.tuple([text, text.includes('___'), text, text])])),
    grammar: perLevel(z.tuple([text, text.includes('___'), text, text])),
    roleplay: perLevel(z.object({ title: text, goals, steps: z.array(z.tuple([text, text, keywordList, text])).min(2) }).strict()),
    storytelling: perLevel(reading),
    cultural_context: perLevel(reading),
    idioms: perLevel(reading),
    slang: perLevel(reading),
    topics: z.array(z.object({ id: z.enum(['work', 'travel', 'food', 'family', 'sport', 'music', 'books', 'study', 'weekend', 'home', 'pets', 'weather']), keywords: keywordList, cues: keywordList.optional(), goals, questions: z.tuple([text, text, text]) }).strict()),
    answers: z.array(z.tuple([keywordList, text])),
  })
  .strict();
