import type { Finding } from '../finding.js';
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
      const subject = tokens[first.index + 1];
      const verb = tokens[first.index + 2];
      if (!first.sentenceStart || !data.adverbs.has(first.lower) || !subject || !verb || !data.subjects.has(subject.lower) || !adjacent(text, first, subject) || !adjacent(text, subject, verb)) {
        continue;
      }
      const finite = data.isFinite ? data.isFinite(verb.lower) : !data.subjects.has(verb.lower) && !data.adverbs.has(verb.lower) && !(data.notVerbs?.has(verb.lower) ?? false);
      if (finite) {
        findings.push({ start: subject.start, end: verb.end, replacement: `${verb.text} ${subject.text}`, category: 'word_order', explanation: 'verbSecond', values: { verb: verb.text } });
      }
    }
    return findings;
  };
}

/** Dutch: verb second after a first-place adverb (nu and toen are left out: they also mean "now that" and "when"). */
export const DUTCH_RULES: readonly GrammarRule[] = [
  verbSecondAfterAdverbRule({
    adverbs: new Set(['gisteren', 'vandaag', 'morgen', 'daarna', 'soms', 'vaak', 'altijd', 'meestal', 'hier', 'daar', 'misschien', 'eerst', 'straks', 'vanavond', 'vanmorgen', 'helaas', 'daarom', 'later']),
    subjects: new Set(['ik', 'jij', 'je', 'hij', 'zij', 'ze', 'het', 'wij', 'we', 'jullie', 'u']),
    notVerbs: new Set(['niet', 'ook', 'nog', 'al', 'graag', 'heel', 'erg', 'en', 'of', 'maar']),
  }),
];

/** Swedish: verb second after a first-place adverb (då, sedan and nu are left out: they also open subordinate clauses). */
export const SWEDISH_RULES: readonly GrammarRule[] = [
  verbSecondAfterAdverbRule({
    adverbs: new Set(['igår', 'idag', 'imorgon', 'ibland', 'ofta', 'alltid', 'oftast', 'här', 'där', 'kanske', 'först', 'ikväll', 'imorse', 'tyvärr', 'därför', 'senare']),
    subjects: new Set(['jag', 'du', 'han', 'hon', 'den', 'det', 'vi', 'ni', 'de', 'man']),
    notVerbs: new Set(['inte', 'också', 'redan', 'bara', 'gärna', 'mycket', 'och', 'eller', 'men', 'aldrig', 'alltid']),
  }),
];
