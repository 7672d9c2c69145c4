import { describe, expect, it } from 'vitest';
import { editDistance, expandPattern, findKeyword, judgeAnswer, modelAnswer, normalizeAnswer, stripAccents } from './answer-match.js';

describe('answer patterns', () => {
  it('expands alternatives and optional parts, the model answer first', () => {
    expect(expandPattern('[Quisiera|Quiero] un café(, por favor).')).toEqual(['Quisiera un café, por favor.', 'Quisiera un café.', 'Quiero un café, por favor.', 'Quiero un café.']);
    expect(expandPattern('a|b')).toEqual(['a', 'b']);
    expect(modelAnswer('J’étais fatigué[|e].')).toBe('J’étais fatigué.');
  });
});

describe('judging an answer', () => {
  it('ignores case, punctuation and spacing around punctuation', () => {
    expect(judgeAnswer('¿Dónde está la estación?', 'donde está la estación', 'es').verdict).toBe('right');
    expect(judgeAnswer('I’d like a coffee, please.', "i'd like a coffee please", 'en').verdict).toBe('right');
  });

  it('accepts a missing accent and names it', () => {
    const judgement = judgeAnswer('Quiero un café.', 'Quiero un cafe', 'es');
    expect(judgement.verdict).toBe('right');
    expect(judgement.accentSlips).toEqual([['cafe', 'café']]);
  });

  it('calls one letter off "close" but never accepts it', () => {
    expect(judgeAnswer('Quiero un café, por favor.', 'Quiero un café, por fabor', 'es').verdict).toBe('close');
    expect(judgeAnswer('fui', 'fue', 'es').verdict).toBe('close');
    expect(judgeAnswer('Quiero un café.', 'Tengo un gato', 'es').verdict).toBe('wrong');
  });

  it('finds a short answer inside a longer message only as whole words', () => {
    expect(judgeAnswer('tengo', 'Yo tengo dos hermanos', 'es', { within: true }).verdict).toBe('right');
    expect(judgeAnswer('la', 'el libro', 'es', { within: true }).verdict).toBe('wrong');
    expect(judgeAnswer('tengo', 'Yo tengo dos hermanos', 'es').verdict).toBe('wrong');
  });

  it('reads a longer Japanese message only as the drill’s whole sentence', () => {
    expect(judgeAnswer('ば', 'お金があれば、旅行します', 'ja', { within: true, clue: 'お金があれ___、旅行します。' }).verdict).toBe('right');
    expect(judgeAnswer('ば', 'ばかり', 'ja', { within: true, clue: 'お金があれ___、旅行します。' }).verdict).not.toBe('right');
  });

  it('tolerates spacing in Korean', () => {
    expect(judgeAnswer('기차역이 어디예요?', '기차역이어디예요', 'ko').verdict).toBe('right');
  });

  it('reads Turkish and Polish letters typed without their marks', () => {
    expect(stripAccents('ılık', 'tr')).toBe('ilik');
    expect(judgeAnswer('Dzień dobry, poproszę chleb.', 'dzien dobry, poprosze chleb', 'pl').verdict).toBe('right');
    expect(normalizeAnswer('İyi', 'tr')).toBe('iyi');
  });
});

describe('keywords', () => {
  it('match at the start of a word, ignoring accents, and give the learner’s own word', () => {
    expect(findKeyword('trabaj|oficina', 'Ahora trabajo en casa', 'es')).toEqual({ keyword: 'trabaj', word: 'trabajo' });
    expect(findKeyword('cafe', 'Un café con leche', 'es')?.word).toBe('café');
    // A slip is not repeated back: the keyword's spelling is quoted instead of the learner's 'musica'.
    expect(findKeyword('música|canción', 'Me gusta la musica', 'es')?.word).toBe('música');
    expect(findKeyword('música|canción', 'Me gustan las músicas', 'es')?.word).toBe('músicas');
    expect(findKeyword('ask', 'a basket', 'en')).toBeUndefined();
  });

  it('match a slip in a longer keyword only when asked to, quoting the keyword', () => {
    expect(findKeyword('perro', 'Tengo un perrro', 'es')).toBeUndefined();
    expect(findKeyword('perro', 'Tengo un perrro', 'es', { typos: true })).toEqual({ keyword: 'perro', word: 'perro' });
    expect(findKeyword('cena', 'Una cesta', 'es', { typos: true })).toBeUndefined();
    // A name the learner capitalised is no slip: Madrid is not "madre" (German capitalises every noun, so it still matches there).
    expect(findKeyword('madre|padre', 'Me llamo Lucía y vivo en Madrid', 'es', { typos: true })).toBeUndefined();
    expect(findKeyword('perro', 'Perrro grande, tengo uno', 'es', { typos: true })).toEqual({ keyword: 'perro', word: 'perro' });
    expect(findKeyword('kinder', 'Ich habe zwei Kimder', 'de', { typos: true })).toEqual({ keyword: 'kinder', word: 'kinder' });
  });

  it('match multi-word phrases and, in Chinese, anywhere', () => {
    expect(findKeyword('how much|price', 'How much is it?', 'en')?.keyword).toBe('how much');
    expect(findKeyword('多少钱', '这个多少钱？', 'zh')?.keyword).toBe('多少钱');
  });
});

it('measures edits between two strings', () => {
  expect(editDistance('perro', 'perrro')).toBe(1);
  expect(editDistance('', 'abc')).toBe(3);
});
