import { ITALIAN_VERBS, indexVerbs, PERSONS, type Person } from '../lexicon/verb-tables.js';
import { subjunctiveRule } from './subjunctive-rule.js';

const INDICATIVE = indexVerbs(ITALIAN_VERBS);

/** Present subjunctives not made from the indicative: singular, then noi, voi, loro. */
const IRREGULAR: Readonly<Record<string, readonly [string, string, string, string]>> = {
  essere: ['sia', 'siamo', 'siate', 'siano'],
  avere: ['abbia', 'abbiamo', 'abbiate', 'abbiano'],
  stare: ['stia', 'stiamo', 'stiate', 'stiano'],
  sapere: ['sappia', 'sappiamo', 'sappiate', 'sappiano'],
  dovere: ['debba', 'dobbiamo', 'dobbiate', 'debbano'],
};

/**
 * The Italian present subjunctive of a known verb: -are verbs take the "tu" form for the singular ("parli",
 * "giochi"); the others the "io" form with -a ("vada", "prenda", "capisca"); "noi" as in the indicative, "voi" in
 * -iate, "loro" the singular with -no.
 */
export function italianSubjunctive(verb: string, person: Person): string | undefined {
  const paradigm = INDICATIVE.paradigm(verb);
  if (!paradigm) {
    return undefined;
  }
  const [singular, we, you, they] = IRREGULAR[verb] ?? (() => {
    const one = verb.endsWith('are') ? paradigm[1] : paradigm[0]?.replace(/o$/, 'a');
    const noi = paradigm[3];
    if (!one || !noi) {
      return [];
    }
    return [one, noi, noi.replace(/amo$/, 'ate'), `${one}no`];
  })();
  const position = PERSONS.indexOf(person);
  return position < 3 ? singular : [we, you, they][position - 3];
}

/** The subjunctive after penso che, credo che, spero che, voglio che, prima che, sebbene…: "penso che lui è" → "sia". */
export const italianSubjunctiveRule = subjunctiveRule({
  triggers: ['penso che', 'credo che', 'spero che', 'voglio che', 'vuoi che', 'vuole che', 'non penso che', 'non credo che', 'pensi che', 'credi che', 'è importante che', 'è necessario che', 'è meglio che', 'è possibile che', 'bisogna che', 'prima che', 'sebbene', 'benché', 'affinché', 'a meno che', 'senza che', 'mi sembra che', 'sembra che', 'ho paura che', 'dubito che', 'immagino che', 'suppongo che'],
  subjects: ITALIAN_VERBS.pronouns,
  between: new Set(['non', 'mi', 'ti', 'si', 'ci', 'vi', 'lo', 'la', 'li', 'le', 'ne']),
  indicative: INDICATIVE,
  subjunctive: italianSubjunctive,
});
