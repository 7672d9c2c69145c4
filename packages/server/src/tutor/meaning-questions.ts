import type { LanguageCode } from '@parla/contract';
import { findKeyword } from './answer-match.js';
import type { KeywordList } from './content/content-types.js';

/**
 * How learners ask "what does that mean?" in each language (matched as the start of words, accents and case aside,
 * so "que significa" also matches "¿Qué significa eso?"). The learner may ask in the language learnt or in their own.
 */
export const MEANING_QUESTIONS: Readonly<Record<LanguageCode, KeywordList>> = {
  en: 'what does that mean|what does it mean|what does this mean|what do you mean|meaning of|what is the meaning',
  es: 'qué significa|que significa|qué quiere decir|que quiere decir|qué es eso|que es eso|significado',
  fr: 'que veut dire|ça veut dire quoi|ca veut dire quoi|qu est-ce que ça veut dire|qu est ce que ça veut dire|qu est ce que ca veut dire|que signifie|ça signifie quoi|c est quoi',
  de: 'was bedeutet|was heißt das|was heisst das|was soll das heißen|was soll das heissen|was ist das|bedeutung',
  it: 'cosa significa|che significa|che cosa significa|cosa vuol dire|che vuol dire|che cosa vuol dire|che cos è|cos è|significato',
  pt: 'o que significa|que significa|o que quer dizer|que quer dizer|o que é isso|significado',
  ja: 'どういう意味|意味は|意味ですか|意味が分かりません|意味がわかりません|なんですか|何ですか',
  ko: '무슨 뜻|뜻이 뭐|무슨 의미|뜻은|뜻이에요',
  zh: '什么意思|是什么意思|啥意思|意思是',
  uk: 'що це означає|що означає|що це значить|що значить|що це таке',
  nl: 'wat betekent|wat bedoel|wat is dat|betekenis',
  pl: 'co to znaczy|co znaczy|co oznacza|co to jest',
  ru: 'что это значит|что значит|что означает|что это означает|что это такое',
  sv: 'vad betyder|vad menar|vad är det|betydelse',
  tr: 'ne demek|anlamı ne|ne anlama|bu ne',
};

/** Whether the learner asks what something means, in the language learnt, their own or English ("¿Qué significa eso?"). */
export function asksMeaning(text: string, target: LanguageCode, native: LanguageCode): boolean {
  return [...new Set<LanguageCode>([target, native, 'en'])].some((language) => findKeyword(MEANING_QUESTIONS[language], text, language) !== undefined);
}

/** A word or phrase in quotes of any of the languages' kinds («…», “…”, "…", „…“, ‘…’, 「…」). */
const QUOTED = /[«“"‘„「『‹]\s*([^«»“”"‘’„「」『』‹›]{1,60}?)\s*[»”"’“」』›]/u;

/** Words that point back at the tutor's text instead of naming a word ("what does that mean?"). */
const POINTERS: ReadonlySet<string> = new Set('that this it eso esto ello esa ça ca cela ceci das dies es questo quello ciò cio isso isto aquilo dat dit het det detta это то це bu o'.split(' '));

/** Languages in which the question follows the word it asks about ("madrugar ne demek?", "X是什么意思"). */
const WORD_FIRST: ReadonlySet<LanguageCode> = new Set(['ja', 'ko', 'zh', 'tr']);

/** Particles that tie the asked word to the question in those languages ("Xって", "X가", "X是"). */
const TRAILING_PARTICLE: Partial<Record<LanguageCode, RegExp>> = { ja: /(って|とは|は|の)$/u, ko: /\s*(이란|란|이|가|은|는)$/u, zh: /是$/u };

/** Ways to ask what a named word means that the keyword lists cannot hold ("What does «madrugar» mean?"). */
const WORD_QUESTIONS: readonly RegExp[] = [/\bwhat does (.+?) mean\b/iu, /\bwhat is the meaning of (.+?)[?.!]*$/iu];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The word or short phrase itself, unless it points back at the tutor's text ("eso", "that"). */
function named(candidate: string | undefined): string | undefined {
  const word = candidate?.replace(/^[\s¿¡,:;-]+|[\s?？!.。,:;]+$/gu, '').trim();
  if (!word || word.split(/\s+/).length > 4 || POINTERS.has(word.toLocaleLowerCase())) {
    return undefined;
  }
  return word;
}

/** The words on the asked side of a question phrase found in the text (after it, or before it in word-first languages). */
function besidePhrase(text: string, language: LanguageCode): string | undefined {
  const phrases = MEANING_QUESTIONS[language].split('|').sort((first, second) => second.length - first.length);
  for (const phrase of phrases) {
    const match = new RegExp(escape(phrase).replace(/ /g, "[\\s'’-]+"), 'iu').exec(text);
    if (!match) {
      continue;
    }
    if (WORD_FIRST.has(language)) {
      const before = text.slice(0, match.index).replace(/^.*[.。!！?？、,，]/u, '');
      return named(before.trim().replace(TRAILING_PARTICLE[language] ?? /$^/u, ''));
    }
    return named(text.slice(match.index + match[0].length).split(/[?？!.。]/u)[0]);
  }
  return undefined;
}

/**
 * The word or phrase the learner asks the meaning of, as they wrote it: the quoted one ("¿Qué significa «madrugar»?"),
 * else the words beside the question ("Was bedeutet Feierabend?", "madrugar ne demek?"); undefined when the question
 * points back at the tutor's text ("What does that mean?") or is no meaning question.
 */
export function askedWord(text: string, target: LanguageCode, native: LanguageCode): string | undefined {
  const english = WORD_QUESTIONS.map((pattern) => pattern.exec(text)?.[1]).find((word) => word !== undefined);
  if (!english && !asksMeaning(text, target, native)) {
    return undefined;
  }
  const quoted = QUOTED.exec(text)?.[1];
  if (quoted) {
    return named(quoted);
  }
  if (english) {
    return named(english);
  }
  return [...new Set<LanguageCode>([target, native, 'en'])].map((language) => besidePhrase(text, language)).find((word) => word !== undefined);
}
