import { CORRECTION_CATEGORIES, LANGUAGES, LEARNING_MODES, SKILL_LEVELS } from '@parla/contract';
import { describe, expect, it } from 'vitest';
import { CORRECT_SENTENCES_FILE, FOURTH_HOLDOUT_MESSAGES_FILE, HOLDOUT_MESSAGES_FILE, loadLearnerMessages, parseAnnotated, SECOND_HOLDOUT_MESSAGES_FILE, THIRD_HOLDOUT_MESSAGES_FILE } from '../../../eval/learner-messages.js';

describe('the public benchmark set (eval/learner-messages.txt)', () => {
  const messages = loadLearnerMessages();

  it('covers every target language, mode and level, with more messages in es, fr, de, it and pt', () => {
    expect(messages.length).toBeGreaterThanOrEqual(150);
    for (const language of LANGUAGES) {
      expect(messages.filter((message) => message.targetLanguage === language).length, language).toBeGreaterThanOrEqual(['es', 'fr', 'de', 'it', 'pt'].includes(language) ? 18 : 6);
    }
    expect(new Set(messages.map((message) => message.mode))).toEqual(new Set(LEARNING_MODES));
    expect(new Set(messages.map((message) => message.level))).toEqual(new Set(SKILL_LEVELS));
  });

  it('holds correct messages as well as mistakes', () => {
    expect(messages.filter((message) => message.errors.length === 0).length).toBeGreaterThanOrEqual(50);
    expect(messages.filter((message) => message.errors.length > 0).length).toBeGreaterThanOrEqual(100);
  });

  it('has a held-out set in every target language, with mistakes and correct messages, in the same format', () => {
    const holdout = loadLearnerMessages(HOLDOUT_MESSAGES_FILE);
    expect(new Set(holdout.map((message) => message.targetLanguage))).toEqual(new Set(LANGUAGES));
    expect(holdout.filter((message) => message.errors.length > 0).length).toBeGreaterThanOrEqual(50);
    expect(holdout.filter((message) => message.errors.length === 0).length).toBeGreaterThanOrEqual(30);
    // No message of the held-out set is one of the public set's.
    const public_ = new Set(messages.map((message) => message.text));
    expect(holdout.filter((message) => public_.has(message.text))).toEqual([]);
  });

  it('has a second held-out set in every target language, sharing no message with the others', () => {
    const second = loadLearnerMessages(SECOND_HOLDOUT_MESSAGES_FILE);
    expect(new Set(second.map((message) => message.targetLanguage))).toEqual(new Set(LANGUAGES));
    expect(second.filter((message) => message.errors.length > 0).length).toBeGreaterThanOrEqual(25);
    const others = new Set([...messages, ...loadLearnerMessages(HOLDOUT_MESSAGES_FILE)].map((message) => message.text));
    expect(second.filter((message) => others.has(message.text))).toEqual([]);
  });

  it('has a third held-out set in every target language, a third of it correct, sharing no message with the others', () => {
    const third = loadLearnerMessages(THIRD_HOLDOUT_MESSAGES_FILE);
    expect(new Set(third.map((message) => message.targetLanguage))).toEqual(new Set(LANGUAGES));
    expect(third.filter((message) => message.errors.length > 0).length).toBeGreaterThanOrEqual(30);
    expect(third.filter((message) => message.errors.length === 0).length).toBeGreaterThanOrEqual(15);
    const others = new Set([...messages, ...loadLearnerMessages(HOLDOUT_MESSAGES_FILE), ...loadLearnerMessages(SECOND_HOLDOUT_MESSAGES_FILE)].map((message) => message.text));
    expect(third.filter((message) => others.has(message.text))).toEqual([]);
  });

  it('has a fourth held-out set in every target language and every category, a third of it correct, sharing no message with the others', () => {
    const fourth = loadLearnerMessages(FOURTH_HOLDOUT_MESSAGES_FILE);
    expect(new Set(fourth.map((message) => message.targetLanguage))).toEqual(new Set(LANGUAGES));
    expect(new Set(fourth.map((message) => message.mode))).toEqual(new Set(LEARNING_MODES));
    expect(new Set(fourth.flatMap((message) => message.errors.map((error) => error.category)))).toEqual(new Set(CORRECTION_CATEGORIES));
    expect(fourth.filter((message) => message.errors.length > 0).length).toBeGreaterThanOrEqual(30);
    expect(fourth.filter((message) => message.errors.length === 0).length).toBeGreaterThanOrEqual(15);
    const others = new Set([HOLDOUT_MESSAGES_FILE, SECOND_HOLDOUT_MESSAGES_FILE, THIRD_HOLDOUT_MESSAGES_FILE].flatMap((file) => loadLearnerMessages(file)).concat(messages).map((message) => message.text));
    expect(fourth.filter((message) => others.has(message.text))).toEqual([]);
  });

  it('has a set of correct sentences in every target language, mode and level, with no mark and no message of another set', () => {
    const correct = loadLearnerMessages(CORRECT_SENTENCES_FILE);
    expect(correct.length).toBeGreaterThanOrEqual(150);
    expect(new Set(correct.map((message) => message.targetLanguage))).toEqual(new Set(LANGUAGES));
    expect(new Set(correct.map((message) => message.mode))).toEqual(new Set(LEARNING_MODES));
    expect(new Set(correct.map((message) => message.level))).toEqual(new Set(SKILL_LEVELS));
    expect(correct.filter((message) => message.errors.length > 0)).toEqual([]);
    expect(new Set(correct.map((message) => message.text)).size).toBe(correct.length);
    const others = new Set([HOLDOUT_MESSAGES_FILE, SECOND_HOLDOUT_MESSAGES_FILE, THIRD_HOLDOUT_MESSAGES_FILE, FOURTH_HOLDOUT_MESSAGES_FILE].flatMap((file) => loadLearnerMessages(file)).concat(messages).map((message) => message.text));
    expect(correct.filter((message) => others.has(message.text))).toEqual([]);
  });

  it('reads a mark as the wrong text kept in the message and its span', () => {
    expect(parseAnnotated('Yo [tiene>tengo:conjugation] un [cafe>café:accent].')).toEqual({
      text: 'Yo tiene un cafe.',
      errors: [
        { start: 3, end: 8, original: 'tiene', replacement: 'tengo', category: 'conjugation' },
        { start: 12, end: 16, original: 'cafe', replacement: 'café', category: 'accent' },
      ],
    });
    expect(() => parseAnnotated('un [cafe>café:typo]')).toThrow(/unknown category/);
  });
});
