import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';

/** What kuromoji tells of a Japanese word: its reading in hiragana and its dictionary form. */
export interface JapaneseWord {
  /** The reading in hiragana ("たべました" for 食べました); null when the word has no kanji, or a part is unknown. */
  reading: string | null;
  /** The dictionary form of its first word ("食べる" for 食べました); null when it is the word itself. */
  baseForm: string | null;
}

let tokenizer: Promise<Tokenizer<IpadicFeatures>> | undefined;

/** Katakana → hiragana (ア U+30A2 → あ U+3042); the long-vowel mark and other signs stay. */
export function toHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) - 0x60));
}

/**
 * kuromoji's tokenizer with its IPADIC dictionary (the `kuromoji` package's `dict/`, 18 MB), built once, on the first
 * Japanese look-up: it takes about 1–2.5 s and some 300 MB of memory, so a server that never looks Japanese up never
 * pays for it.
 */
function japaneseTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  tokenizer ??= new Promise((resolve, reject) => {
    const dicPath = join(dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({ dicPath }).build((error, built) => {
      if (error) {
        tokenizer = undefined;
        reject(error);
      } else {
        resolve(built);
      }
    });
  });
  return tokenizer;
}

/** The reading and dictionary form of a Japanese word, from kuromoji's morphological analysis. */
export async function readJapanese(word: string): Promise<JapaneseWord> {
  const text = word.normalize('NFC').trim();
  if (!text) {
    return { reading: null, baseForm: null };
  }
  const tokens = (await japaneseTokenizer()).tokenize(text);
  const readings = tokens.map((token) => (token.reading && token.reading !== '*' ? token.reading : null));
  const hasKanji = /\p{Script=Han}/u.test(text);
  const reading = hasKanji && readings.every((part) => part !== null) ? toHiragana(readings.join('')) : null;
  const first = tokens[0];
  const baseForm = first && first.basic_form !== '*' && first.basic_form !== text ? first.basic_form : null;
  return { reading, baseForm };
}

/** One word of kuromoji's analysis: as written, its reading in hiragana (null when unknown) and where it starts (0-based). */
export interface JapaneseToken {
  surface: string;
  reading: string | null;
  start: number;
}

/** The words of a Japanese text as kuromoji splits them, with their readings in context. */
export async function japaneseTokens(text: string): Promise<JapaneseToken[]> {
  const tokens = (await japaneseTokenizer()).tokenize(text);
  return tokens.map((token) => ({
    surface: token.surface_form,
    reading: token.reading && token.reading !== '*' ? toHiragana(token.reading) : null,
    start: token.word_position - 1,
  }));
}
