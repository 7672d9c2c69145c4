import { describe, expect, it } from 'vitest';
import { runProcess } from './run-process.js';
import { japaneseForSpeech } from './japanese-speech.js';

describe('Japanese is spoken from its reading', () => {
  it('turns kanji into hiragana, keeps kana and punctuation, so espeak-ng never says "Chinese letter"', async () => {
    const spoken = await japaneseForSpeech('家に入るとき靴を脱ぎます。');
    expect(spoken).toBe('いえにはいるときくつをぬぎます。');
    expect(await japaneseForSpeech('コーヒーをください')).toBe('コーヒーをください');
    const { stdout } = await runProcess('espeak-ng', ['-q', '-x', '-v', 'ja'], { input: spoken });
    expect(stdout.toString('utf8')).not.toMatch(/tS'aIni:z|dZ'ap@ni:z/);
  });
});
