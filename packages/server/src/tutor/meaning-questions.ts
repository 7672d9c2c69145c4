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
