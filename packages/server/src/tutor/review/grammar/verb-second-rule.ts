import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';
import { adjacent, type GrammarRule } from './grammar-rule.js';

/** A verb-second language's words for the rule. */
export interface VerbSecondData {
  /** Adverbs of time and place that fill the first place on their own (heute, gisteren, igår). */
  adverbs: ReadonlySet<string>;
  /** Subject pronouns. */
  subjects: ReadonlySet<string>;
  /** Whether a word can be the finite verb (lower case); without it, any word that is not a pronoun or adverb is taken. */
  isFinite?: (word: string) => boolean;
  /** Words that, after the subject, show the learner did not put a verb there (adverbs, negation). */
  notVerbs?: ReadonlySet<string>;
  /** Prepositions and time words that open a first-place phrase (in de zomer, på söndagar, na het werk). */
  openers?: ReadonlySet<string>;
  /** Words that end such a phrase as a subordinate clause would (att, som, dat, die…): nothing is judged then. */
  phraseBreakers?: ReadonlySet<string>;
  /** Subject pronouns that are also articles (het, de, den, det): not taken as the subject after a phrase. */
  articleLike?: ReadonlySet<string>;
  /** Articles, possessives, demonstratives and numbers that may open the phrase's noun (de, mijn, twee; en, min, två). */
  determiners?: ReadonlySet<string>;
  /** How an inflected adjective between such a determiner and its noun ends (Dutch -e, Swedish -a): "in de koude winter". */
  adjectiveEnding?: RegExp;
}

/** The subject pronoun right after a first-place phrase: an opener, then a noun, or a determiner (+ an inflected adjective) + a noun. */
function subjectAfterPhrase(data: VerbSecondData, text: string, tokens: readonly Token[], first: Token): Token | undefined {
  if (!data.openers?.has(first.lower)) {
    return undefined;
  }
  let at = first.index + 1;
  if (tokens[at] && data.determiners?.has(tokens[at]!.lower)) {
    at += 1;
    if (tokens[at] && data.adjectiveEnding?.test(tokens[at]!.lower) && tokens[at + 1] && !data.subjects.has(tokens[at + 1]!.lower)) {
      at += 1;
    }
  }
  const phrase = tokens.slice(first.index + 1, at + 1);
  const subject = tokens[at + 1];
  const words = [first, ...phrase, ...(subject ? [subject] : [])];
  const joined = words.every((token, index) => index === 0 || adjacent(text, words[index - 1]!, token));
  if (!subject || !joined || [...phrase, subject].some((token) => token.clauseStart || data.phraseBreakers?.has(token.lower)) || data.subjects.has(phrase[phrase.length - 1]!.lower)) {
    return undefined;
  }
  return data.subjects.has(subject.lower) && !data.articleLike?.has(subject.lower) ? subject : undefined;
}

/**
 * Verb second after a first-place adverb, in German, Dutch and Swedish: a subject pronoun right after the
 * adverb means the learner kept their own language's order ("Gisteren ik ben…" → "Gisteren ben ik…", "Igår jag åt" →
 * "Igår åt jag"): the pronoun and the verb after it are turned round.
 */
export function verbSecondAfterAdverbRule(data: VerbSecondData): GrammarRule {
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const first of tokens) {
      if (!first.sentenceStart) {
        continue;
      }
      const afterAdverb = data.adverbs.has(first.lower) ? tokens[first.index + 1] : undefined;
      const subject = afterAdverb && adjacent(text, first, afterAdverb) ? afterAdverb : subjectAfterPhrase(data, text, tokens, first);
      const verb = subject ? tokens[subject.index + 1] : undefined;
      if (!subject || !verb || !data.subjects.has(subject.lower) || verb.clauseStart || !adjacent(text, subject, verb) || verb.text !== verb.lower) {
        continue;
      }
      const finite = data.isFinite ? data.isFinite(verb.lower) : !data.subjects.has(verb.lower) && !data.adverbs.has(verb.lower) && !(data.notVerbs?.has(verb.lower) ?? false) && !(data.phraseBreakers?.has(verb.lower) ?? false);
      if (finite) {
        findings.push({ start: subject.start, end: verb.end, replacement: `${verb.text} ${subject.text}`, category: 'word_order', explanation: 'verbSecond', values: { verb: verb.text } });
      }
    }
    return findings;
  };
}

/**
 * Dutch: verb second after a first-place adverb or a phrase opened by a preposition or time word ("In de zomer we
 * gaan" → "gaan we"); nu and toen are left out (they also mean "now that" and "when"), and so are als and terwijl.
 */
export const DUTCH_RULES: readonly GrammarRule[] = [
  verbSecondAfterAdverbRule({
    adverbs: new Set(['gisteren', 'vandaag', 'morgen', 'daarna', 'soms', 'vaak', 'altijd', 'meestal', 'hier', 'daar', 'misschien', 'eerst', 'straks', 'vanavond', 'vanmorgen', 'helaas', 'daarom', 'later']),
    subjects: new Set(['ik', 'jij', 'je', 'hij', 'zij', 'ze', 'het', 'wij', 'we', 'jullie', 'u']),
    notVerbs: new Set(['niet', 'ook', 'nog', 'al', 'graag', 'heel', 'erg', 'en', 'of', 'maar', 'naar', 'in', 'op', 'met', 'voor', 'van', 'bij', 'uit', 'aan', 'te', 'om', 'thuis', 'hier', 'daar', 'vaak', 'altijd', 'nooit', 'soms']),
    openers: new Set(['in', 'op', 'na', 'tijdens', 'om', 'sinds', 'over', 'voor', 'met', 'bij', 'vorige', 'volgende', 'elke', 'iedere', 'deze', 'dit']),
    phraseBreakers: new Set(['dat', 'die', 'wat', 'waar', 'als', 'omdat', 'toen', 'wanneer', 'of', 'en', 'maar', 'te', 'zodat', 'terwijl']),
    articleLike: new Set(['het', 'je']),
    determiners: new Set(['de', 'het', 'een', 'mijn', 'je', 'jouw', 'zijn', 'haar', 'ons', 'onze', 'hun', 'uw', 'deze', 'die', 'dit', 'elke', 'iedere', 'twee', 'drie', 'vier', 'vijf', 'tien', 'veel']),
    adjectiveEnding: /e$/,
  }),
];

/** Swedish: verb second after a first-place adverb or phrase ("På söndagar vi spelar" → "spelar vi"); då, sedan and nu are left out (they also open subordinate clauses). */
export const SWEDISH_RULES: readonly GrammarRule[] = [
  verbSecondAfterAdverbRule({
    adverbs: new Set(['igår', 'idag', 'imorgon', 'ibland', 'ofta', 'alltid', 'oftast', 'här', 'där', 'kanske', 'först', 'ikväll', 'imorse', 'tyvärr', 'därför', 'senare']),
    subjects: new Set(['jag', 'du', 'han', 'hon', 'den', 'det', 'vi', 'ni', 'de', 'man']),
    notVerbs: new Set(['inte', 'också', 'redan', 'bara', 'gärna', 'mycket', 'och', 'eller', 'men', 'aldrig', 'alltid', 'till', 'på', 'i', 'med', 'för', 'av', 'från', 'hos', 'hemma', 'här', 'där', 'ofta', 'ibland']),
    // om ("if") and när ("when") open subordinate clauses, so they are not openers here.
    openers: new Set(['på', 'i', 'efter', 'före', 'under', 'nästa', 'förra', 'varje', 'med', 'hos']),
    phraseBreakers: new Set(['att', 'som', 'när', 'om', 'eftersom', 'medan', 'innan', 'och', 'eller', 'men', 'så', 'där']),
    articleLike: new Set(['den', 'det', 'de']),
    determiners: new Set(['en', 'ett', 'den', 'det', 'de', 'min', 'mitt', 'mina', 'din', 'ditt', 'dina', 'hans', 'hennes', 'vår', 'vårt', 'våra', 'er', 'ert', 'era', 'deras', 'två', 'tre', 'fyra', 'fem', 'tio']),
    adjectiveEnding: /a$/,
  }),
];
