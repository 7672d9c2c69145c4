import type { Finding } from '../finding.js';
import type { Token } from '../review-tokens.js';
import { adjacent, type GrammarRule } from './grammar-rule.js';

/** Conjunctions after which the finite verb goes to the end of the clause. */
const SUBORDINATORS = new Set(['omdat', 'dat', 'als', 'wanneer', 'terwijl', 'hoewel', 'voordat', 'nadat', 'zodat', 'doordat']);

/** Subject pronouns. */
const SUBJECTS = new Set(['ik', 'jij', 'je', 'hij', 'zij', 'ze', 'het', 'wij', 'we', 'jullie', 'u']);

/** The most frequent finite verbs, all forms (no Dutch verb analyser is installed, so only these are known for sure). */
const FINITE = new Set(
  'ben bent is zijn was waren heb hebt heeft hebben had hadden kan kun kunt kunnen kon konden wil wilt willen wou wilde moet moeten moest zal zult zullen zou zouden mag mogen ga gaat gaan ging gingen kom komt komen kwam doe doet doen woon woont wonen werk werkt werken spreek spreekt spreken vind vindt vinden weet weten heet heten blijf blijft blijven'.split(' '),
);

/** Adverbs of time and place that may stand between the subject and the verb. */
const ADVERBS = new Set(['morgen', 'vandaag', 'gisteren', 'nu', 'altijd', 'nooit', 'vaak', 'soms', 'ook', 'al', 'nog', 'graag', 'hier', 'daar', 'thuis', 'straks', 'later', 'vanavond', 'misschien', 'echt', 'heel', 'erg']);

/** Infinitives and participles (a verb cluster): "-en", "ge…t", "ge…d". */
const VERB_FORM = /^(ge\p{L}+[td]|\p{L}+en)$/u;

/** Separable particles: a clause ending in one is left alone (the verb would have to join it: "opsta"). */
const PARTICLES = new Set(['op', 'aan', 'af', 'uit', 'in', 'mee', 'terug', 'weg', 'door', 'over', 'toe', 'bij', 'na']);

function clauseEnd(tokens: readonly Token[], from: number): number {
  let at = from;
  while (tokens[at + 1] && !tokens[at + 1]!.clauseStart && !['en', 'maar', 'of', 'want', 'dus'].includes(tokens[at + 1]!.lower)) {
    at += 1;
  }
  return at;
}

/**
 * Dutch verb last after omdat, dat, als…: "omdat ik ben moe" → "omdat ik moe ben", "dat hij komt niet" → "dat hij
 * niet komt". Only a subject pronoun right after the conjunction and one of the frequent finite verbs after it (maybe
 * after adverbs: "dat hij morgen komt niet"); a clause already ending in a finite verb or in a separable particle, or
 * holding an infinitive or participle after the verb (a cluster that may go either way), is left alone.
 */
export const dutchVerbFinalRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const conjunction of tokens) {
    const subject = tokens[conjunction.index + 1];
    if (!SUBORDINATORS.has(conjunction.lower) || !subject || !SUBJECTS.has(subject.lower) || !adjacent(text, conjunction, subject)) {
      continue;
    }
    // The finite verb right after the subject, or after adverbs of time or place ("dat hij morgen komt niet").
    const lastAt = clauseEnd(tokens, subject.index);
    const between = tokens.slice(subject.index + 1, lastAt + 1);
    const verbAt = between.findIndex((word, at) => FINITE.has(word.lower) && between.slice(0, at).every((before) => ADVERBS.has(before.lower)));
    const verb = between[verbAt];
    const last = tokens[lastAt]!;
    const afterVerb = verb ? tokens[verb.index + 1] : undefined;
    const tail = verb ? tokens.slice(verb.index + 1, lastAt + 1) : [];
    // A verb cluster may come either way round ("dat ik het heb gelezen", "dat hij wil komen"): left alone.
    if (!verb || lastAt === verb.index || !afterVerb || PARTICLES.has(last.lower) || FINITE.has(last.lower) || tail.some((word) => VERB_FORM.test(word.lower)) || !tokens.slice(subject.index, verb.index + 1).every((word, at, run) => at === 0 || adjacent(text, run[at - 1]!, word))) {
      continue;
    }
    findings.push({ start: verb.start, end: last.end, replacement: `${text.slice(afterVerb.start, last.end)} ${verb.text}`, category: 'word_order', explanation: 'verbFinal', values: { conjunction: conjunction.text, verb: verb.text } });
  }
  return findings;
};
