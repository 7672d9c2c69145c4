import type { Finding } from '../finding.js';
import { adjectiveLexicon, frenchAdjective, italianAdjective, portugueseAdjective } from '../lexicon/adjective-lexicon.js';
import { FRENCH_ADJECTIVES, ITALIAN_ADJECTIVES, PORTUGUESE_ADJECTIVES } from '../lexicon/adjectives.js';
import { SPANISH_VERBS } from '../lexicon/verb-tables.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

// Accent pairs the dictionary cannot tell apart (both spellings are words), decided by the words around them.

/** Present forms of the Spanish verb table for one person (irregular verbs and regular ones conjugated). */
function spanishForms(position: number): Set<string> {
  const forms = new Set(Object.values(SPANISH_VERBS.irregular).map((paradigm) => paradigm[position] ?? ''));
  for (const { ending, endings, verbs } of SPANISH_VERBS.regular) {
    for (const verb of verbs) {
      forms.add(verb.slice(0, -ending.length) + (endings[position] ?? ''));
    }
  }
  forms.delete('');
  return forms;
}

const SPANISH_2S = spanishForms(1);
/** Third-person forms that are not also nouns "el" could stand before (not "el habla", "el trabajo"). */
const SPANISH_3S = new Set(['es', 'está', 'tiene', 'va', 'quiere', 'puede', 'sabe', 'vive', 'hace', 'dice', 'viene', 'come', 'prefiere', 'piensa', 'conoce', 'sale']);
/** What follows "sé" (I know): a question word, "si", "nada", or the end of the clause. */
const AFTER_KNOW = new Set(['qué', 'que', 'dónde', 'donde', 'cómo', 'como', 'cuándo', 'cuando', 'quién', 'quien', 'cuál', 'cual', 'si', 'nada', 'mucho', 'hablar', 'nadar', 'cocinar']);

/** Whether only spaces or the end of the message follow the token up to a clause end. */
function endsClause(text: string, end: number): boolean {
  return /^\s*([.,;:!?…]|$)/.test(text.slice(end));
}

/**
 * Spanish: "tu eres" → "tú eres" (before a verb of the second person), "el tiene" → "él tiene" (before a verb of the
 * third), "no se dónde" → "no sé dónde" (after no/yo, before a question word, "si" or the end of the clause).
 */
export const spanishPronounAccentRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const token of tokens) {
    const next = tokens[token.index + 1];
    const previous = tokens[token.index - 1];
    const nextAdjacent = next !== undefined && adjacent(text, token, next);
    if (token.lower === 'tu' && nextAdjacent && SPANISH_2S.has(next.lower)) {
      findings.push({ start: token.start, end: token.end, replacement: inCaseOf(token.text, 'tú'), category: 'accent', explanation: 'accent' });
    }
    if (token.lower === 'el' && nextAdjacent && SPANISH_3S.has(next.lower) && (!previous || token.clauseStart || ['y', 'que', 'pero', 'porque'].includes(previous.lower))) {
      findings.push({ start: token.start, end: token.end, replacement: inCaseOf(token.text, 'él'), category: 'accent', explanation: 'accent' });
    }
    const afterSubject = previous !== undefined && ['no', 'yo', 'ya'].includes(previous.lower) && adjacent(text, previous, token);
    if (token.lower === 'se' && afterSubject && ((nextAdjacent && AFTER_KNOW.has(next.lower)) || endsClause(text, token.end))) {
      findings.push({ start: token.start, end: token.end, replacement: inCaseOf(token.text, 'sé'), category: 'accent', explanation: 'accent' });
    }
  }
  return findings;
};

/** Whether the sentence ends right after the token (a full stop, question or exclamation mark, or the message's end). */
function endsSentence(text: string, end: number): boolean {
  return /^\s*([.!?…]|$)/.test(text.slice(end));
}

/**
 * The verb "is" written as the word "and" (Italian e → è, Portuguese e → é): after "non"/"não", after an elided
 * question word (c'e, dov'e, com'e, cos'e), between a subject (a pronoun, or a noun after determiners opening the
 * clause: "mio fratello") and an adjective, with or without a degree word ("lui e stanco", "mio fratello e molto
 * alto"; "and" never joins a noun to an adjective so), and between a subject pronoun and a noun with its article or possessive that ends the sentence ("lei e mia madre." — with "and", the
 * sentence would have no verb).
 */
function isAccentRule(accented: string, negation: string, subjects: ReadonlySet<string>, elided: ReadonlySet<string>, adjectives: ReadonlyMap<string, unknown>, determiners: ReadonlySet<string>, degrees: ReadonlySet<string>): GrammarRule {
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const token of tokens) {
      if (token.lower !== 'e') {
        continue;
      }
      const previous = tokens[token.index - 1];
      const next = tokens[token.index + 1];
      if (!previous) {
        continue;
      }
      const glued = elided.has(previous.lower) && previous.end === token.start;
      const negated = previous.lower === negation && adjacent(text, previous, token);
      // The subject: a pronoun, or a noun after one or two determiners opening the clause ("mio fratello", "o meu irmão").
      const nounPhrase = !previous.clauseStart && !determiners.has(previous.lower) && !adjectives.has(previous.lower) && [1, 2].some((count) => {
        const opening = tokens.slice(previous.index - count, previous.index);
        return opening.length === count && opening[0]!.clauseStart && opening.every((word, at) => determiners.has(word.lower) && (at === 0 || !word.clauseStart));
      });
      const subject = (subjects.has(previous.lower) && previous.clauseStart) || nounPhrase;
      const predicate = subject && next !== undefined && adjacent(text, previous, token) && adjacent(text, token, next);
      // What it is: an adjective, or a degree word and an adjective ("e molto alto").
      const after = next && degrees.has(next.lower) ? tokens[next.index + 1] : next;
      const described = predicate && after !== undefined && adjectives.has(after.lower) && (after === next || adjacent(text, next!, after));
      // "mia madre", "a minha irmã": an article or a possessive or both, then the noun, then the sentence's end.
      const determinedAfter = tokens.slice(token.index + 1, token.index + 4).findIndex((word) => !determiners.has(word.lower));
      const noun = determinedAfter > 0 ? tokens[token.index + 1 + determinedAfter] : undefined;
      const named = predicate && subjects.has(previous.lower) && noun !== undefined && adjacent(text, tokens[noun.index - 1] ?? noun, noun) && endsSentence(text, noun.end);
      if (glued || negated || described || named) {
        findings.push({ start: token.start, end: token.end, replacement: accented, category: 'accent', explanation: 'accent' });
      }
    }
    return findings;
  };
}

/** Italian "è": "non e" → "non è", "c'e" → "c'è", "lui e stanco" → "lui è stanco", "lei e mia madre." → "lei è mia madre." */
export const italianIsAccentRule = isAccentRule(
  'è',
  'non',
  new Set(['lui', 'lei', 'questo', 'questa', 'quello', 'quella', 'ciò', 'tutto']),
  new Set(["c'", "dov'", "com'", "cos'", "c’", "dov’", "com’", "cos’"]),
  adjectiveLexicon(ITALIAN_ADJECTIVES, italianAdjective),
  new Set(['il', 'lo', 'la', "l'", 'l’', 'un', 'uno', 'una', "un'", 'un’', 'mio', 'mia', 'tuo', 'tua', 'suo', 'sua', 'nostro', 'nostra', 'vostro', 'vostra']),
  new Set(['molto', 'troppo', 'così', 'tanto', 'proprio', 'davvero', 'piuttosto', 'abbastanza', 'sempre', 'già', 'più', 'meno', 'poco']),
);

/** Portuguese "é": "não e" → "não é", "ele e alto" → "ele é alto", "ela e a minha irmã." → "ela é a minha irmã." */
export const portugueseIsAccentRule = isAccentRule(
  'é',
  'não',
  new Set(['ele', 'ela', 'isso', 'isto', 'aquilo', 'você', 'tudo']),
  new Set(),
  adjectiveLexicon(PORTUGUESE_ADJECTIVES, portugueseAdjective),
  new Set(['o', 'a', 'um', 'uma', 'meu', 'minha', 'teu', 'tua', 'seu', 'sua', 'nosso', 'nossa']),
  new Set(['muito', 'tão', 'bem', 'bastante', 'demasiado', 'sempre', 'mais', 'menos', 'pouco', 'super']),
);

const FRENCH_ADJECTIVE_FORMS = adjectiveLexicon(FRENCH_ADJECTIVES, frenchAdjective);
const FRENCH_INTENSIFIERS = new Set(['très', 'trop', 'si', 'assez', 'vraiment', 'tellement', 'super', 'plutôt']);

/** After très, trop, si… comes the adjective, not the noun or verb without its accent: "très fatigue" → "très fatigué". */
export const frenchIntensifiedAccentRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const token of tokens) {
    const previous = tokens[token.index - 1];
    const accented = /e$/.test(token.lower) ? `${token.lower.slice(0, -1)}é` : undefined;
    if (previous && accented && FRENCH_INTENSIFIERS.has(previous.lower) && adjacent(text, previous, token) && !FRENCH_ADJECTIVE_FORMS.has(token.lower) && FRENCH_ADJECTIVE_FORMS.has(accented)) {
      findings.push({ start: token.start, end: token.end, replacement: inCaseOf(token.text, accented), category: 'accent', explanation: 'accent' });
    }
  }
  return findings;
};
