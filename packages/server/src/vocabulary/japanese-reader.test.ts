import { describe, expect, it } from 'vitest';
import { readJapanese, toHiragana } from './japanese-reader.js';

describe('Japanese readings (kuromoji with IPADIC)', () => {
  it('turns katakana into hiragana, leaving other signs', () => {
    expect(toHiragana('タベマシタ')).toBe('たべました');
    expect(toHiragana('コーヒー')).toBe('こーひー');
  });

  it("gives a word's reading in hiragana and its dictionary form", async () => {
    expect(await readJapanese('食べました')).toEqual({ reading: 'たべました', baseForm: '食べる' });
    expect(await readJapanese('日本語')).toEqual({ reading: 'にほんご', baseForm: null });
    expect(await readJapanese('東京')).toEqual({ reading: 'とうきょう', baseForm: null });
  });

  it('gives no reading to a word written in kana alone', async () => {
    expect(await readJapanese('コーヒー')).toEqual({ reading: null, baseForm: null });
  });
});
