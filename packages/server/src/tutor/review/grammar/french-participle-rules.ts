import type { Finding } from '../finding.js';
import { FRENCH_VERBS } from '../lexicon/verb-tables.js';
import { adjacent, type GrammarRule } from './grammar-rule.js';

/** Forms of avoir that make the passé composé. */
const AVOIR = new Set(['ai', 'as', 'a', 'avons', 'avez', 'ont']);
/** Words that may stand between the auxiliary and the participle. */
const BETWEEN = new Set(['pas', 'jamais', 'déjà', 'bien', 'mal', 'beaucoup', 'trop', 'souvent', 'toujours', 'rien', 'encore', 'aussi', 'vraiment']);
/** Regular -er verbs of the verb table: "a acheter" is always the participle "acheté" misspelt as the infinitive. */
const ER_VERBS = new Set(['acheter', 'manger', 'appeler', 'commencer', 'voyager', 'nager', 'essayer', 'envoyer', 'préparer', 'oublier', ...FRENCH_VERBS.regular.filter((group) => group.ending === 'er').flatMap((group) => group.verbs)]);

/** After avoir comes the participle, not the infinitive: "il a acheter" → "il a acheté", "j'ai manger" → "j'ai mangé". */
export const frenchParticipleRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const auxiliary of tokens.filter((token) => AVOIR.has(token.lower))) {
    const subject = tokens[auxiliary.index - 1];
    // "il a" / "j'ai" / "on a": a subject right before, so "a" is the verb and not the preposition "à" misspelt.
    if (!subject || !/^(j['’]|tu|il|elle|on|nous|vous|ils|elles)$/.test(subject.lower)) {
      continue;
    }
    let at = auxiliary.index + 1;
    while (tokens[at] && BETWEEN.has(tokens[at]!.lower) && at - auxiliary.index <= 3) {
      at += 1;
    }
    const verb = tokens[at];
    if (verb && ER_VERBS.has(verb.lower) && (at > auxiliary.index + 1 || adjacent(text, auxiliary, verb))) {
      findings.push({ start: verb.start, end: verb.end, replacement: `${verb.text.slice(0, -2)}é`, category: 'conjugation', explanation: 'participle', values: { auxiliary: 'avoir' } });
    }
  }
  return findings;
};

/** Participles of the verbs conjugated with être (masculine singular). */
const ETRE_PARTICIPLES = new Set(['allé', 'venu', 'parti', 'arrivé', 'né', 'mort', 'resté', 'tombé', 'entré', 'sorti', 'monté', 'descendu', 'rentré', 'retourné', 'devenu', 'revenu', 'passé']);
/** Subject pronouns with être and the endings their participle takes. */
const ETRE_SUBJECTS: Readonly<Record<string, { forms: ReadonlySet<string>; ending: string }>> = {
  elle: { forms: new Set(['est', "n'est"]), ending: 'e' },
  elles: { forms: new Set(['sont']), ending: 'es' },
  ils: { forms: new Set(['sont']), ending: 's' },
};

/** With être the participle agrees with the subject: "elle est allé" → "allée", "ils sont arrivé" → "arrivés". */
export const frenchEtreAgreementRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const subject of tokens) {
    const data = ETRE_SUBJECTS[subject.lower];
    const verb = tokens[subject.index + 1];
    if (!data || !verb || !data.forms.has(verb.lower) || !adjacent(text, subject, verb)) {
      continue;
    }
    let at = verb.index + 1;
    while (tokens[at] && BETWEEN.has(tokens[at]!.lower) && at - verb.index <= 3) {
      at += 1;
    }
    const participle = tokens[at];
    if (participle && ETRE_PARTICIPLES.has(participle.lower)) {
      findings.push({ start: participle.start, end: participle.end, replacement: `${participle.text}${data.ending}`, category: 'agreement', explanation: 'agreement', values: { noun: subject.text } });
    }
  }
  return findings;
};
