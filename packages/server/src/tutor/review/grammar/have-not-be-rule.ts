import type { Finding } from '../finding.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** A language's "to be" forms that learners use where it says "to have", and the words that show it. */
export interface HaveNotBeData {
  /** Forms of "to be" (keys may be two words: French "je suis") → the "to have" form of the same person. */
  swap: Readonly<Record<string, string>>;
  /** Words right after the verb that only go with "to have": hunger, thirst, fear… or an accusative article. */
  objects: ReadonlySet<string>;
}

/**
 * "To have" where a learner wrote "to be": "noi siamo fame" → "abbiamo fame", "je suis faim" → "j'ai faim",
 * "ich bin einen Hund" → "ich habe einen Hund". Only when one of the listed words follows the verb directly.
 */
export function haveNotBeRule(data: HaveNotBeData): GrammarRule {
  return ({ text, tokens }) => {
    const findings: Finding[] = [];
    for (const verb of tokens) {
      const next = tokens[verb.index + 1];
      if (!next || !adjacent(text, verb, next) || !data.objects.has(next.lower)) {
        continue;
      }
      const before = tokens[verb.index - 1];
      const pair = before && adjacent(text, before, verb) ? `${before.lower} ${verb.lower}` : undefined;
      const start = pair !== undefined && data.swap[pair] !== undefined && before ? before.start : verb.start;
      const wanted = (pair !== undefined ? data.swap[pair] : undefined) ?? data.swap[verb.lower];
      if (wanted === undefined) {
        continue;
      }
      const original = text.slice(start, verb.end);
      findings.push({ start, end: verb.end, replacement: inCaseOf(original, wanted), category: 'grammar', explanation: 'haveNotBe' });
    }
    return findings;
  };
}

/** Italian: avere fame, sete, sonno, paura, ragione, torto, fretta. */
export const italianHaveNotBeRule = haveNotBeRule({
  swap: { sono: 'ho', sei: 'hai', 'è': 'ha', siamo: 'abbiamo', siete: 'avete' },
  objects: new Set(['fame', 'sete', 'sonno', 'paura', 'ragione', 'torto', 'fretta', 'bisogno']),
});

/** French: avoir faim, soif, sommeil, peur, raison, tort, besoin ("je suis faim" → "j'ai faim"). */
export const frenchHaveNotBeRule = haveNotBeRule({
  swap: { 'je suis': "j'ai", suis: 'ai', es: 'as', est: 'a', sommes: 'avons', 'êtes': 'avez', sont: 'ont' },
  objects: new Set(['faim', 'soif', 'sommeil', 'peur', 'raison', 'tort', 'besoin', 'envie']),
});

/** Spanish: tener hambre, sed, sueño, miedo, razón, prisa. */
export const spanishHaveNotBeRule = haveNotBeRule({
  swap: { soy: 'tengo', estoy: 'tengo', eres: 'tienes', 'estás': 'tienes', es: 'tiene', 'está': 'tiene', somos: 'tenemos', estamos: 'tenemos', son: 'tienen', 'están': 'tienen' },
  objects: new Set(['hambre', 'sed', 'sueño', 'miedo', 'razón', 'prisa']),
});

/** German: Hunger, Durst, Angst haben, and "sein" never takes an accusative object ("ich bin einen Hund"). */
export const germanHaveNotBeRule = haveNotBeRule({
  swap: { bin: 'habe', bist: 'hast', ist: 'hat', sind: 'haben', seid: 'habt' },
  objects: new Set(['hunger', 'durst', 'angst', 'einen', 'keinen']),
});
