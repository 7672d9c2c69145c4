import { describe, expect, it } from 'vitest';
import { SKILL_LEVELS, type LanguageCode } from '@parla/contract';
import { frequencyRanks } from '../progress/word-frequency.js';
import { chooseGaps, dictationQuestion, gapQuestions, sameAnswer } from './listening-exercise.js';
import { listeningTexts } from './listening-texts.js';
import { answerKey, exerciseWords, textPieces } from './listening-words.js';

/** Whether `word` can be read in `text`: as a whole word of a spaced script, anywhere in Japanese or Chinese. */
function readable(word: string, text: string, language: string): boolean {
  if (language === 'ja' || language === 'zh') {
    return text.toLocaleLowerCase(language).includes(answerKey(word, language));
  }
  return exerciseWords(text, language).some((other) => answerKey(other, language) === answerKey(word, language));
}

const LANGUAGES: LanguageCode[] = ['en', 'es', 'fr', 'de', 'it', 'pt', 'uk', 'ja', 'zh'];

describe('a listening exercise cannot be solved from its prompt alone', () => {
  for (const language of LANGUAGES) {
    for (const level of SKILL_LEVELS) {
      it(`${language}, ${level}: no answer shows in its prompt and every wrong option is absent from the text`, () => {
        // Texts the for-level call picks from: two stories and two cultural notes (all of them would triple the time).
        const texts = listeningTexts(language, level)
          .filter((entry) => /^[sc][01]$/.test(entry.id))
          .map((entry) => entry.text);
        expect(texts).toHaveLength(4);
        for (const text of texts) {
          const words = exerciseWords(text, language);
          const gaps = chooseGaps(words, level, language);
          expect(gaps.length).toBeGreaterThan(0);
          const questions = gapQuestions(text, { textHash: '0', difficulty: level, gaps }, language);
          for (const question of questions) {
            const blanked = question.prompt.replace(/^Which word fills gap \d+\? /, '');
            expect(readable(question.answer, blanked, language), `${question.answer} shows in "${blanked}"`).toBe(false);
            if (question.options) {
              expect(question.options).toHaveLength(3);
              expect(question.options.filter((option) => sameAnswer(option, question.answer, language))).toHaveLength(1);
              for (const option of question.options.filter((option) => !sameAnswer(option, question.answer, language))) {
                expect(readable(option, text, language), `${option} is in "${text}"`).toBe(false);
              }
            }
          }
        }
      });
    }
  }
});

describe('a dictation cannot be typed from its prompt', () => {
  for (const language of LANGUAGES) {
    for (const level of SKILL_LEVELS) {
      it(`${language}, ${level}: one prompt for every text (it tells nothing of any), without options or the text`, () => {
        const texts = listeningTexts(language, level).map((entry) => entry.text);
        const prompts = new Set(texts.map(() => dictationQuestion().prompt));
        expect(prompts.size).toBe(1);
        const [prompt = ''] = prompts;
        expect(dictationQuestion().options).toBeNull();
        for (const text of texts) {
          expect(prompt.includes(text) || text.includes(prompt)).toBe(false);
          // No two words of the text in a row show in the prompt.
          const words = exerciseWords(text, language).map((word) => answerKey(word, language));
          const shown = exerciseWords(prompt, language).map((word) => answerKey(word, language)).join(' ');
          for (let index = 1; index < words.length; index += 1) {
            expect(shown.includes(`${words[index - 1]} ${words[index]}`), `"${words[index - 1]} ${words[index]}" shows in "${prompt}"`).toBe(false);
          }
        }
      });
    }
  }
});

describe('listening gaps and words', () => {
  it('splits Japanese and Chinese into words with Intl.Segmenter, so a sentence is not one gap', () => {
    expect(exerciseWords('私は毎朝コーヒーを飲みます。', 'ja').length).toBeGreaterThanOrEqual(5);
    expect(exerciseWords('我每天早上喝咖啡。', 'zh').length).toBeGreaterThanOrEqual(4);
    expect(textPieces('Hola, ¿qué tal?', 'es').map((piece) => piece.text).join('')).toBe('Hola, ¿qué tal?');
  });

  it('chooses content words for the gaps, never the most frequent function words', () => {
    const ranks = frequencyRanks('en');
    const words = exerciseWords('The children were playing football in the park with their neighbours yesterday.', 'en');
    const gaps = chooseGaps(words, 'advanced', 'en').map((index) => words[index]!.toLowerCase());
    expect(gaps).toHaveLength(3);
    for (const gap of gaps) {
      expect(ranks?.get(gap) ?? Infinity).toBeGreaterThan(100);
    }
  });

  it('checks Chinese and Japanese answers by their characters (が is not か)', () => {
    expect(sameAnswer('咖啡', '咖啡', 'zh')).toBe(true);
    expect(sameAnswer('咖非', '咖啡', 'zh')).toBe(false);
    expect(sameAnswer('か', 'が', 'ja')).toBe(false);
    expect(sameAnswer('NUÉSTROS', 'nuestros', 'es')).toBe(true);
  });
});
