import type { Finding } from '../finding.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** Plurals of English nouns that have none (a learner's "informations"), with the word to write. */
const UNCOUNTABLE_PLURALS: Readonly<Record<string, string>> = { informations: 'information', furnitures: 'furniture', luggages: 'luggage', baggages: 'baggage', equipments: 'equipment', homeworks: 'homework', houseworks: 'housework', knowledges: 'knowledge', feedbacks: 'feedback', softwares: 'software', hardwares: 'hardware' };

/** "informations" → "information", "furnitures" → "furniture": nouns English never puts in the plural ("advices" is left out: "he advices me" is the verb advises misspelt). */
export const uncountablePluralRule: GrammarRule = ({ tokens }) =>
  tokens.flatMap((token): Finding[] => {
    const wanted = UNCOUNTABLE_PLURALS[token.lower];
    return wanted ? [{ start: token.start, end: token.end, replacement: inCaseOf(token.text, wanted), category: 'grammar', explanation: 'uncountable' }] : [];
  });

/** Comparative and superlative forms of frequent adjectives (bigger, best…). */
const COMPARATIVES = new Set('bigger smaller taller shorter older younger better worse easier harder happier cheaper faster slower higher lower longer nicer larger colder hotter warmer prettier busier richer stronger weaker heavier lighter closer further farther cleaner quieter louder newer safer'.split(' '));
const SUPERLATIVES = new Set('biggest smallest tallest shortest oldest youngest best worst easiest hardest happiest cheapest fastest slowest highest lowest longest nicest largest coldest hottest warmest prettiest busiest richest strongest weakest heaviest lightest closest furthest cleanest quietest loudest newest safest'.split(' '));

const AFTER_PREDICATE = new Set(['than', 'to', 'for', 'and', 'or', 'but', 'now', 'today', 'here', 'there', 'in', 'at', 'on', 'with', 'because', 'every', 'too', 'this', 'these', 'nowadays']);

/** "more bigger" → "bigger", "the most biggest" → "the biggest": more/most before a form that already compares. */
export const doubleComparativeRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const more of tokens) {
    const next = tokens[more.index + 1];
    if (!next || !adjacent(text, more, next)) {
      continue;
    }
    // "more older people" (a larger number of them) is right: a comparative counts only before "than", the clause's end
    // or a word that cannot be its noun (to, for, now…); a superlative only after "the".
    const before = tokens[more.index - 1];
    const after = tokens[next.index + 1];
    const predicate = !after || AFTER_PREDICATE.has(after.lower) || after.clauseStart || /[,.;!?]/.test(text.slice(next.end, after.start));
    if ((more.lower === 'more' && COMPARATIVES.has(next.lower) && predicate) || (more.lower === 'most' && SUPERLATIVES.has(next.lower) && before?.lower === 'the')) {
      findings.push({ start: more.start, end: next.end, replacement: inCaseOf(more.text, next.lower), category: 'grammar', explanation: 'doubleComparative' });
    }
  }
  return findings;
};
