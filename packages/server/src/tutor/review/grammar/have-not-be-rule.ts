import type { Finding } from '../finding.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** A language's "to be" forms that learners use where it says "to have", and the words that show it. */
export interface HaveNotBeData {
  /** Forms of "to be" (keys may be two words: French "je suis") → the "to have" form of the same person. */
  swap: Readonly<Record<string, string>>;
  /** Words right after the verb that only go with "to have": hunger, thirst, fear… or an accusative article. */
  objects: ReadonlySet<string>;
  /** The explanation (default: "to have, not to be"; `beNotHave` for the other way round). */
  explanation?: 'haveNotBe' | 'beNotHave' | 'serEstar';
  /** The category (default grammar). */
  category?: 'grammar' | 'word_choice';
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
      findings.push({ start, end: verb.end, replacement: inCaseOf(original, wanted), category: data.category ?? 'grammar', explanation: data.explanation ?? 'haveNotBe' });
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

/** "To be" where a learner wrote "to have" before how someone feels or is: "jag har trött" → "jag är trött". */
function beNotHaveRule(swap: Readonly<Record<string, string>>, adjectives: string): GrammarRule {
  return haveNotBeRule({ swap, objects: new Set(adjectives.split(' ')), explanation: 'beNotHave' });
}

/** Swedish: vara trött, hungrig, sjuk… ("jag har trött" → "jag är trött"; "jag har kallt" is said, so not listed). */
export const swedishBeNotHaveRule = beNotHaveRule({ har: 'är', hade: 'var' }, 'trött hungrig törstig sjuk glad ledsen arg rädd nöjd nervös sömnig förkyld stressad uttråkad');

/** Dutch: zijn moe, ziek, blij… ("ik heb moe" → "ik ben moe"; "ik heb het koud" keeps its "het" between). */
export const dutchBeNotHaveRule = beNotHaveRule({ heb: 'ben', hebt: 'bent', heeft: 'is', hebben: 'zijn', had: 'was', hadden: 'waren' }, 'moe ziek blij boos bang verdrietig gelukkig nerveus zenuwachtig moe verkouden hongerig ongelukkig');

/** German: müde, krank, traurig sein ("ich habe müde" → "ich bin müde"; "mir ist kalt" is another construction). */
export const germanBeNotHaveRule = beNotHaveRule({ habe: 'bin', hast: 'bist', hat: 'ist', haben: 'sind', habt: 'seid' }, 'müde krank traurig glücklich froh nervös böse wütend erkältet satt');

/** Professions and roles, all forms: who someone is takes "ser" ("estamos estudiantes" → "somos estudiantes"). */
const SPANISH_ROLES = 'estudiante estudiantes profesor profesora profesores profesoras médico médica médicos médicas enfermero enfermera enfermeros enfermeras ingeniero ingeniera ingenieros ingenieras abogado abogada abogados abogadas camarero camarera camareros camareras cocinero cocinera cocineros cocineras periodista periodistas arquitecto arquitecta arquitectos arquitectas dentista dentistas actor actriz actores actrices policía policías bombero bombera bomberos bomberas';

/** Spanish: "ser" before a bare profession ("estoy profesor" → "soy profesor"; "estar de camarero" keeps its "de"). */
export const spanishSerRoleRule = haveNotBeRule({
  swap: { estoy: 'soy', estás: 'eres', está: 'es', estamos: 'somos', estáis: 'sois', están: 'son' },
  objects: new Set(SPANISH_ROLES.split(' ')),
  explanation: 'serEstar',
  category: 'word_choice',
});
