import { PERSONS, type Person, type VerbIndex } from '../lexicon/verb-tables.js';

/** Future subjunctive stems of the irregular verbs (from the preterite: tiveram → tiver). */
const IRREGULAR_STEMS: Readonly<Record<string, string>> = { ter: 'tiver', ser: 'for', ir: 'for', estar: 'estiver', fazer: 'fizer', poder: 'puder', querer: 'quiser', vir: 'vier', dizer: 'disser', saber: 'souber', dar: 'der', ver: 'vir', trazer: 'trouxer', pôr: 'puser', haver: 'houver' };
const ENDINGS = ['', 'es', '', 'mos', 'des', 'em'];

/** The Portuguese future subjunctive (quando eu tiver, se você for): irregular stems from the preterite, else the infinitive; undefined for a verb not in the table. */
export function portugueseFutureSubjunctive(indicative: VerbIndex) {
  return (verb: string, person: Person): string | undefined => {
    const stem = IRREGULAR_STEMS[verb] ?? (indicative.paradigm(verb) ? verb : undefined);
    return stem === undefined ? undefined : `${stem}${ENDINGS[PERSONS.indexOf(person)]}`;
  };
}
