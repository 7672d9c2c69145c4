import { frenchParticipleSubjectRule } from './participle-subject-agreement.js';
import { frenchIntensifiedAccentRule } from './accent-context-rules.js';
import { frenchParticipleRule, frenchEtreAgreementRule } from './french-participle-rules.js';
import { frenchHaveNotBeRule } from './have-not-be-rule.js';
import { adjectiveLexicon, frenchAdjective } from '../lexicon/adjective-lexicon.js';
import { FRENCH_ADJECTIVES } from '../lexicon/adjectives.js';
import { FRENCH_NOUNS } from '../lexicon/noun-genders.js';
import { frenchPlural, nounLexicon } from '../lexicon/noun-lexicon.js';
import { FRENCH_VERBS, indexVerbs, PERSONS, type Person } from '../lexicon/verb-tables.js';
import { agreementRule, type Determiner } from './agreement-rule.js';
import { ageRule } from './age-rule.js';
import { auxiliaryRule } from './auxiliary-rule.js';
import { conjugationRule } from './conjugation-rule.js';
import type { GrammarRule } from './grammar-rule.js';
import { nounSubjectRule } from './noun-subject-rule.js';
import { subjunctiveRule } from './subjunctive-rule.js';
import { contractionRule } from './contraction-rule.js';

/** A word that starts with a vowel sound (h left out: aspirated or not, it is not guessed). */
const VOWEL_START = /^[aeiouyàâéèêëîïôûœ]/;

const DETERMINERS: Readonly<Record<string, Determiner>> = {
  le: { family: 'le', gender: 'm', number: 's' }, la: { family: 'le', gender: 'f', number: 's' }, les: { family: 'le', number: 'p' },
  un: { family: 'un', gender: 'm', number: 's' }, une: { family: 'un', gender: 'f', number: 's' }, des: { family: 'un', number: 'p' },
  ce: { family: 'ce', gender: 'm', number: 's' }, cet: { family: 'ce', gender: 'm', number: 's' }, cette: { family: 'ce', gender: 'f', number: 's' }, ces: { family: 'ce', number: 'p' },
  mon: { family: 'mon', gender: 'm', number: 's' }, ma: { family: 'mon', gender: 'f', number: 's' }, mes: { family: 'mon', number: 'p' },
  ton: { family: 'ton', gender: 'm', number: 's' }, ta: { family: 'ton', gender: 'f', number: 's' }, tes: { family: 'ton', number: 'p' },
  son: { family: 'son', gender: 'm', number: 's' }, sa: { family: 'son', gender: 'f', number: 's' }, ses: { family: 'son', number: 'p' },
  notre: { family: 'notre', number: 's' }, nos: { family: 'notre', number: 'p' },
  votre: { family: 'votre', number: 's' }, vos: { family: 'votre', number: 'p' },
};

/** The determiner of a family for a gender and number before `next`: cet and mon/ton/son before a vowel, none where French elides (l'). */
export function frenchDeterminer(family: string, gender: string, number: string, next: string): string | undefined {
  const vowel = VOWEL_START.test(next);
  const unsure = next.startsWith('h');
  if (number === 'p') {
    return { le: 'les', un: 'des', ce: 'ces', mon: 'mes', ton: 'tes', son: 'ses', notre: 'nos', votre: 'vos' }[family];
  }
  switch (family) {
    case 'le':
      return vowel || unsure ? undefined : gender === 'f' ? 'la' : 'le';
    case 'un':
      return gender === 'f' ? 'une' : 'un';
    case 'ce':
      return gender === 'f' ? 'cette' : unsure ? undefined : vowel ? 'cet' : 'ce';
    case 'mon':
    case 'ton':
    case 'son':
      return gender === 'f' && !vowel ? (unsure ? undefined : `${family.charAt(0)}a`) : family;
    default:
      return family;
  }
}

/** Article–noun and noun–adjective agreement (French). */
export const frenchAgreementRule = agreementRule({
  determiners: DETERMINERS,
  determinerFor: frenchDeterminer,
  pronounLike: new Set(['le', 'la', 'les']),
  pronounContext: new Set(['je', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'ne', "n'", 'n’', 'me', 'te', 'se', 'pour', 'de', 'à', 'va', 'vais', 'peux', 'veux', 'dois', 'peut', 'veut', 'doit']),
  copulas: new Set(['est', 'sont', 'était', 'étaient', 'sera', 'seront', 'semble', 'semblent']),
  intensifiers: new Set(['très', 'trop', 'si', 'vraiment', 'assez', 'plutôt']),
  clauseOpeners: new Set(['et', 'mais', 'parce', 'que', 'quand', 'si', 'ou']),
  nouns: nounLexicon(FRENCH_NOUNS, frenchPlural),
  adjectives: adjectiveLexicon(FRENCH_ADJECTIVES, frenchAdjective),
});

/** Subject–verb agreement (French): "je va" → "je vais", "ils parle" → "ils parlent". */
export const frenchConjugationRule = conjugationRule(FRENCH_VERBS, {
  conjugateInfinitive: true,
  between: ['ne', "n'", 'n’', 'me', "m'", 'm’', 'te', "t'", 't’', 'se', "s'", 's’', 'le', 'la', "l'", 'l’', 'les', 'lui', 'leur', 'y', 'en', 'nous', 'vous'],
  notAfter: ['à', 'pour', 'avec', 'chez', 'sans', 'de', 'entre', 'que', 'comme', 'moi', 'toi'],
  joiners: ['et', 'ou'],
});

function allParticipleForms(participles: string): Set<string> {
  return new Set(participles.split(' ').flatMap((participle) => [participle, `${participle}e`, `${participle}s`, `${participle}es`]));
}

const BETWEEN = new Set(['pas', 'jamais', 'plus', 'rien', 'déjà', 'bien', 'encore', 'toujours', 'souvent', 'vraiment', 'beaucoup']);

/** avoir where être is needed: "j'ai allé" → "je suis allé", "il a venu" → "il est venu". */
export const frenchEtreRule = auxiliaryRule({
  swap: { "j'ai": 'je suis', "n'ai": 'ne suis', as: 'es', a: 'est', avons: 'sommes', avez: 'êtes', ont: 'sont', "n'as": "n'es", "n'a": "n'est", "n'avons": 'ne sommes', "n'avez": "n'êtes", "n'ont": 'ne sont' },
  bySubject: { tu: 'es', il: 'est', elle: 'est', on: 'est', nous: 'sommes', vous: 'êtes', ils: 'sont', elles: 'sont' },
  participles: allParticipleForms('allé venu arrivé parti né resté tombé devenu revenu mort décédé'),
  between: BETWEEN,
  auxiliary: 'être',
});

/** être where avoir is needed: "je suis dormi" → "j'ai dormi" (verbs that never take être). */
export const frenchAvoirRule = auxiliaryRule({
  swap: { 'je suis': "j'ai", 'tu es': 'tu as', 'nous sommes': 'nous avons', 'vous êtes': 'vous avez', 'ne suis': "n'ai", "n'es": "n'as", 'ne sommes': "n'avons", "n'êtes": "n'avez" },
  participles: allParticipleForms('dormi travaillé marché voyagé dîné déjeuné nagé dansé été eu mangé bu'),
  between: BETWEEN,
  auxiliary: 'avoir',
});

/** Age with être: "je suis vingt ans" → "j'ai vingt ans". */
export const frenchAgeRule = ageRule({
  swap: { 'je suis': "j'ai", 'tu es': 'tu as', 'il est': 'il a', 'elle est': 'elle a', 'on est': 'on a', 'nous sommes': 'nous avons', 'vous êtes': 'vous avez', 'ils sont': 'ils ont', 'elles sont': 'elles ont' },
  numbers: new Set(['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'et']),
  years: new Set(['ans']),
});

const FRENCH_INDICATIVE = indexVerbs(FRENCH_VERBS);

/** Subjunctives that are not built from the third person plural. */
const IRREGULAR_SUBJUNCTIVES: Readonly<Record<string, readonly string[]>> = {
  'être': ['sois', 'sois', 'soit', 'soyons', 'soyez', 'soient'],
  avoir: ['aie', 'aies', 'ait', 'ayons', 'ayez', 'aient'],
  aller: ['aille', 'ailles', 'aille', 'allions', 'alliez', 'aillent'],
  faire: ['fasse', 'fasses', 'fasse', 'fassions', 'fassiez', 'fassent'],
  pouvoir: ['puisse', 'puisses', 'puisse', 'puissions', 'puissiez', 'puissent'],
  vouloir: ['veuille', 'veuilles', 'veuille', 'voulions', 'vouliez', 'veuillent'],
  savoir: ['sache', 'saches', 'sache', 'sachions', 'sachiez', 'sachent'],
};

/** A French subjunctive: irregular ones written out, the others from "ils" (ils parlent → que je parle) and "nous" (nous parlons → que nous parlions). */
export function frenchSubjunctive(verb: string, person: Person): string | undefined {
  const position = PERSONS.indexOf(person);
  const irregular = IRREGULAR_SUBJUNCTIVES[verb];
  if (irregular) {
    return irregular[position];
  }
  const present = FRENCH_INDICATIVE.paradigm(verb);
  const they = present?.[5];
  const we = present?.[3];
  if (!they?.endsWith('ent') || !we?.endsWith('ons')) {
    return undefined;
  }
  const stem = they.slice(0, -3);
  const weStem = we.slice(0, -3).replace(/ge$/, 'g').replace(/ç$/, 'c');
  return [`${stem}e`, `${stem}es`, `${stem}e`, `${weStem}ions`, `${weStem}iez`, `${stem}ent`][position];
}

/** The subjunctive after bien que, pour que, il faut que…: "bien qu'il est fatigué" → "bien qu'il soit fatigué". */
export const frenchSubjunctiveRule = subjunctiveRule({
  triggers: ['bien que', "bien qu'", 'pour que', "pour qu'", 'il faut que', "il faut qu'", 'avant que', "avant qu'", 'sans que', "sans qu'", 'à moins que', "à moins qu'", 'quoique', "quoiqu'", 'je veux que', "je veux qu'", 'je voudrais que', "je voudrais qu'", 'il est important que', "il est important qu'", 'il est possible que', "il est possible qu'", 'je doute que', "je doute qu'", 'bien que je', 'il faudrait que', "il faudrait qu'"],
  subjects: FRENCH_VERBS.pronouns,
  between: new Set(['ne', "n'", 'me', "m'", 'te', "t'", 'se', "s'", 'le', 'la', "l'", 'les', 'lui', 'leur', 'y', 'en', 'nous', 'vous']),
  indicative: FRENCH_INDICATIVE,
  subjunctive: frenchSubjunctive,
});

/** A noun subject and its verb agree in number (French). */
export const frenchNounSubjectRule = nounSubjectRule({
  verbs: FRENCH_VERBS,
  nouns: nounLexicon(FRENCH_NOUNS, frenchPlural),
  determiners: new Set(['le', 'la', 'les', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre', 'nos', 'votre', 'vos', 'leur', 'leurs', 'ce', 'cet', 'cette', 'ces']),
  pluralDeterminers: new Set(['les', 'mes', 'tes', 'ses', 'nos', 'vos', 'leurs', 'ces']),
  clauseOpeners: new Set(['et', 'mais', 'parce', 'que', 'quand', 'si', 'ou']),
  people: new Set('frère sœur fils fille ami amie garçon grand-père grand-mère oncle tante cousin cousine copain copine mari femme père mère parent voisin voisine professeur'.split(' ')),
});

const FRENCH_NOUN_FORMS = nounLexicon(FRENCH_NOUNS, frenchPlural);

/** à le → au, de les → des… ("Je vais à le cinéma" → "au"), not before a vowel or h (à l'hôtel) nor before an infinitive ("commencer à le faire": a pronoun). */
export const frenchContractionRule = contractionRule({
  pairs: { 'à le': 'au', 'à les': 'aux', 'de le': 'du', 'de les': 'des' },
  pronounBefore: (next) => /^[aeiouyhàâéèêîôû]/.test(next.lower) || (/(er|ir|re|oir)$/.test(next.lower) && !FRENCH_NOUN_FORMS.has(next.lower)),
});

/** The French rules, surest first. */
export const FRENCH_RULES: readonly GrammarRule[] = [frenchIntensifiedAccentRule, frenchNounSubjectRule, frenchSubjunctiveRule, frenchAgeRule, frenchEtreRule, frenchAvoirRule, frenchConjugationRule, frenchAgreementRule, frenchHaveNotBeRule, frenchParticipleRule, frenchEtreAgreementRule, frenchParticipleSubjectRule, frenchContractionRule];
