import { readJapanese } from '../vocabulary/japanese-reader.js';

/**
 * Japanese text as espeak-ng can say it: kanji replaced by their reading in hiragana (kuromoji with IPADIC, through
 * the vocabulary's `readJapanese`), since espeak-ng reads every kanji as "Chinese letter". The whole text is read at
 * once (readings depend on context); when a part is unknown, each word (`Intl.Segmenter`) is read alone and a word
 * without a reading stays as written; when kuromoji cannot start, the text is returned as it is.
 */
export async function japaneseForSpeech(text: string): Promise<string> {
  if (!/\p{Script=Han}/u.test(text)) {
    return text;
  }
  try {
    const whole = await readJapanese(text);
    if (whole.reading) {
      return whole.reading;
    }
    const segments = [...new Intl.Segmenter('ja', { granularity: 'word' }).segment(text)].map((segment) => segment.segment);
    const parts = await Promise.all(segments.map(async (segment) => (/\p{Script=Han}/u.test(segment) ? ((await readJapanese(segment)).reading ?? segment) : segment)));
    return parts.join('');
  } catch (error) {
    // Without the analyser the text is still spoken, as espeak-ng reads it.
    console.error('the Japanese reading could not be made', error);
    return text;
  }
}
