import { describe, expect, it } from 'vitest';
import { LANGUAGES, SKILL_LEVELS } from '@parla/contract';
import { checkDictation } from './dictation.js';
import { listeningTexts, pickListeningText } from './listening-texts.js';

const grades = (words: Array<{ grade: string }>) => words.map((word) => word.grade);

describe('a dictation is graded word by word', () => {
  it('ignores case and punctuation: the text typed back is all right, score 100', async () => {
    const check = await checkDictation('Mañana vamos a la playa, ¿verdad?', 'mañana Vamos a la playa verdad', 'es');
    expect(check).toMatchObject({ score: 100, correct: true });
    expect(grades(check.words)).toEqual(['right', 'right', 'right', 'right', 'right', 'right']);
  });

  it('flags an accent slip as accent (half a point), another word as wrong, a dropped word as missing, an added one as extra', async () => {
    const check = await checkDictation('Mañana vamos a la playa con mis amigos.', 'manana vamos a la plaza con amigos hoy', 'es');
    expect(check.words).toEqual([
      { expected: 'Mañana', given: 'manana', grade: 'accent' },
      { expected: 'vamos', given: 'vamos', grade: 'right' },
      { expected: 'a', given: 'a', grade: 'right' },
      { expected: 'la', given: 'la', grade: 'right' },
      { expected: 'playa', given: 'plaza', grade: 'wrong' },
      { expected: 'con', given: 'con', grade: 'right' },
      { expected: 'mis', given: null, grade: 'missing' },
      { expected: 'amigos', given: 'amigos', grade: 'right' },
      { expected: null, given: 'hoy', grade: 'extra' },
    ]);
    expect(check.correct).toBe(false);
    // 5 right + half for the accent, over 8 words and 1 extra.
    expect(check.score).toBe(61);
  });

  it("takes a straight apostrophe for a curly one (l’abandon = l'abandon)", async () => {
    const check = await checkDictation('Le phare était à l’abandon.', "le phare etait a l'abandon", 'fr');
    expect(grades(check.words)).toEqual(['right', 'right', 'accent', 'accent', 'right']);
  });

  it('checks Chinese by its characters: a wrong character marks its word wrong, a left-out word missing', async () => {
    const right = await checkDictation('下雨了。小王没有伞。', '下雨了小王没有伞', 'zh');
    expect(right.correct).toBe(true);
    const check = await checkDictation('下雨了。小王没有伞。', '下雨了，小黄没有', 'zh');
    expect(check.correct).toBe(false);
    expect(check.words.find((word) => word.grade === 'wrong')).toMatchObject({ expected: expect.stringContaining('王'), given: expect.stringContaining('黄') });
    expect(check.words.find((word) => word.grade === 'missing')).toMatchObject({ expected: '伞', given: null });
  });

  it('accepts Japanese typed in kana where kuromoji gives the reading, and kanji as written', async () => {
    const text = '私は毎朝コーヒーを飲みます。';
    const written = await checkDictation(text, '私は毎朝コーヒーを飲みます', 'ja');
    expect(written.correct).toBe(true);
    const kana = await checkDictation(text, 'わたしはまいあさこーひーをのみます', 'ja');
    expect(grades(kana.words).every((grade) => grade === 'right'), JSON.stringify(kana.words)).toBe(true);
    const wrong = await checkDictation(text, 'わたしはまいばんこーひーをのみます', 'ja');
    expect(wrong.correct).toBe(false);
    expect(wrong.words.find((word) => word.grade === 'wrong')?.expected).toContain('毎');
  });

  it('an empty answer has every word missing and scores 0', async () => {
    const check = await checkDictation('Where is the bus stop?', '', 'en');
    expect(check.score).toBe(0);
    expect(grades(check.words)).toEqual(['missing', 'missing', 'missing', 'missing', 'missing']);
  });
});

describe('listening texts come from levelled content', () => {
  it('every tutor language has at least 12 texts at each level (stories and cultural notes)', () => {
    for (const language of LANGUAGES) {
      for (const level of SKILL_LEVELS) {
        expect(listeningTexts(language, level).length, `${language} ${level}`).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it('picks a text not heard lately nor in the latest messages; when all were, the one heard longest ago', () => {
    const texts = listeningTexts('es', 'beginner');
    const ids = texts.map((entry) => entry.id);
    const [last, second] = [texts.at(-1)!, texts.at(-2)!];
    // Every id but the last two heard; the second-last shown in a message, inside other words.
    const recent = ids.slice(0, -2);
    const read = [`Escucha: ${second.text.replace(/ /g, '\n')} ¿Qué pasa?`];
    for (let draw = 0; draw < 5; draw += 1) {
      expect(pickListeningText('es', 'beginner', recent, read, () => draw % 1).id).toBe(last.id);
    }
    const everything = [last.id, ...recent];
    expect(pickListeningText('es', 'beginner', everything, read).id).toBe(recent.at(-1));
  });
});
