import { italianParticipleSubjectRule } from './participle-subject-agreement.js';
import { italianSubjunctiveRule } from './italian-subjunctive.js';
import { italianHaveNotBeRule } from './have-not-be-rule.js';
import { italianIsAccentRule } from './accent-context-rules.js';
import type { Finding } from '../finding.js';
import { adjectiveLexicon, italianAdjective } from '../lexicon/adjective-lexicon.js';
import { ITALIAN_ADJECTIVES } from '../lexicon/adjectives.js';
import { ITALIAN_NOUNS } from '../lexicon/noun-genders.js';
import { italianPlural, nounLexicon } from '../lexicon/noun-lexicon.js';
import { indexVerbs, ITALIAN_VERBS, PERSONS, type Person } from '../lexicon/verb-tables.js';
import { agreementRule, type Determiner } from './agreement-rule.js';
import { ageRule } from './age-rule.js';
import { auxiliaryRule } from './auxiliary-rule.js';
import { conjugationRule } from './conjugation-rule.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';
import { nounSubjectRule } from './noun-subject-rule.js';
import { conditionalForms, conditionalIfRule } from './conditional-if-rule.js';
import { romanceDeterminers } from './spanish-rules.js';
import { contractionRule, italianContractions } from './contraction-rule.js';

/** Words that take lo, gli, uno: s + consonant, z, gn, ps, pn, x, y. */
const LO_START = /^(s[bcdfgklmnpqrtvwz]|z|gn|ps|pn|x|y)/;
const VOWEL_START = /^[aeiouàèéìòù]/;

/** This and the possessives by gender and number (m s, f s, m p, f p). */
const POSSESSIVES: Readonly<Record<string, readonly string[]>> = {
  questo: ['questo', 'questa', 'questi', 'queste'],
  mio: ['mio', 'mia', 'miei', 'mie'],
  tuo: ['tuo', 'tua', 'tuoi', 'tue'],
  suo: ['suo', 'sua', 'suoi', 'sue'],
  nostro: ['nostro', 'nostra', 'nostri', 'nostre'],
  vostro: ['vostro', 'vostra', 'vostri', 'vostre'],
};

const DETERMINERS: Readonly<Record<string, Determiner>> = {
  il: { family: 'il', gender: 'm', number: 's' }, lo: { family: 'il', gender: 'm', number: 's' }, la: { family: 'il', gender: 'f', number: 's' },
  i: { family: 'il', gender: 'm', number: 'p' }, gli: { family: 'il', gender: 'm', number: 'p' }, le: { family: 'il', gender: 'f', number: 'p' },
  un: { family: 'un', gender: 'm', number: 's' }, uno: { family: 'un', gender: 'm', number: 's' }, una: { family: 'un', gender: 'f', number: 's' },
  ...romanceDeterminers(POSSESSIVES, {}),
};

/** The Italian determiner for a gender and number before `next` (il/lo/l', i/gli, un/uno/un'), none where Italian elides. */
export function italianDeterminer(family: string, gender: string, number: string, next: string): string | undefined {
  const vowel = VOWEL_START.test(next);
  const lo = LO_START.test(next);
  if (family === 'il') {
    if (gender === 'f') {
      return number === 'p' ? 'le' : vowel ? undefined : 'la';
    }
    if (number === 'p') {
      return vowel || lo ? 'gli' : 'i';
    }
    return vowel ? undefined : lo ? 'lo' : 'il';
  }
  if (family === 'un') {
    if (number === 'p') {
      return undefined;
    }
    return gender === 'f' ? (vowel ? undefined : 'una') : lo ? 'uno' : 'un';
  }
  return POSSESSIVES[family]?.[(gender === 'f' ? 1 : 0) + (number === 'p' ? 2 : 0)];
}

/** Article–noun and noun–adjective agreement (Italian). */
export const italianAgreementRule = agreementRule({
  determiners: DETERMINERS,
  determinerFor: italianDeterminer,
  pronounLike: new Set(['lo', 'la', 'le', 'gli']),
  pronounContext: new Set(['io', 'tu', 'lui', 'lei', 'noi', 'voi', 'loro', 'non', 'mi', 'ti', 'si', 'ci', 'vi', 'che', 'glielo']),
  copulas: new Set(['è', 'sono', 'era', 'erano', 'fu', 'sarà', 'sembra', 'sembrano']),
  intensifiers: new Set(['molto', 'così', 'troppo', 'davvero', 'proprio', 'tanto']),
  clauseOpeners: new Set(['e', 'ma', 'perché', 'che', 'quando', 'se', 'o']),
  nouns: nounLexicon(ITALIAN_NOUNS, italianPlural),
  adjectives: adjectiveLexicon(ITALIAN_ADJECTIVES, italianAdjective),
});

/**
 * il, i, un before s + consonant, z, gn, ps: "il studente" → "lo studente", "i zaini" → "gli zaini", "un zaino" →
 * "uno zaino", for any masculine word (a word ending in -a after un is left to the agreement rule).
 */
export const italianArticleSoundRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  const wanted: Readonly<Record<string, string>> = { il: 'lo', i: 'gli', un: 'uno' };
  for (const article of tokens) {
    const next = tokens[article.index + 1];
    const replacement = wanted[article.lower];
    if (!replacement || !next || !adjacent(text, article, next) || !LO_START.test(next.lower) || next.text !== next.lower || (article.lower === 'un' && next.lower.endsWith('a'))) {
      continue;
    }
    findings.push({ start: article.start, end: article.end, replacement: inCaseOf(article.text, replacement), category: 'grammar', explanation: 'articleForm', values: { noun: next.text } });
  }
  return findings;
};

/** Subject–verb agreement (Italian): "io ha" → "io ho", "loro parla" → "loro parlano". */
export const italianConjugationRule = conjugationRule(ITALIAN_VERBS, {
  conjugateInfinitive: true,
  between: ['non', 'mi', 'ti', 'si', 'ci', 'vi', 'lo', 'la', 'li', 'le', 'gli', 'ne', 'anche', 'sempre', 'mai', 'già'],
  notAfter: ['a', 'per', 'con', 'senza', 'di', 'da', 'in', 'su', 'tra', 'fra', 'che', 'come', 'il', 'la', 'i', 'le', 'dei', 'delle'],
  joiners: ['e', 'ed', 'o'],
});

function participleForms(participles: string): Set<string> {
  return new Set(participles.split(' ').flatMap((participle) => {
    const stem = participle.slice(0, -1);
    return [participle, `${stem}a`, `${stem}i`, `${stem}e`];
  }));
}

const BETWEEN = new Set(['non', 'mai', 'già', 'appena', 'sempre', 'ancora', 'anche', 'molto']);

/** avere where essere is needed: "ho andato" → "sono andato", "ha arrivato" → "è arrivato". */
export const italianEssereRule = auxiliaryRule({
  swap: { ho: 'sono', hai: 'sei', ha: 'è', abbiamo: 'siamo', avete: 'siete', hanno: 'sono' },
  bySubject: { io: 'sono', tu: 'sei', lui: 'è', lei: 'è', noi: 'siamo', voi: 'siete', loro: 'sono' },
  participles: participleForms('andato venuto arrivato partito uscito stato nato rimasto tornato caduto diventato morto entrato ritornato successo'),
  between: BETWEEN,
  auxiliary: 'essere',
});

/** essere where avere is needed: "sono dormito" → "ho dormito" (verbs that never take essere). */
export const italianAvereRule = auxiliaryRule({
  swap: { 'io sono': 'io ho', sei: 'hai', 'è': 'ha', siamo: 'abbiamo', siete: 'avete', 'loro sono': 'loro hanno' },
  participles: new Set(['dormito', 'lavorato', 'camminato', 'viaggiato', 'cenato', 'pranzato', 'nuotato', 'ballato']),
  between: BETWEEN,
  auxiliary: 'avere',
});

const ITALIAN_TENS = ['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];
const ITALIAN_UNITS = ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'];

/** Age with essere: "io sono venti anni" → "io ho venti anni" (a bare "sono sei anni che…" is right: "it has been six years"). */
export const italianAgeRule = ageRule({
  swapAtClauseEnd: { sono: 'ho' },
  swap: { 'io sono': 'io ho', sei: 'hai', siamo: 'abbiamo', siete: 'avete', 'lui è': 'lui ha', 'lei è': 'lei ha', 'loro sono': 'loro hanno' },
  numbers: new Set(['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove', ...ITALIAN_TENS.flatMap((ten) => [ten, ...ITALIAN_UNITS.map((unit) => (/^[uo]/.test(unit) ? ten.slice(0, -1) : ten) + unit)])]),
  years: new Set(['anni']),
});

/** A noun subject and its verb agree in number (Italian). */
export const italianNounSubjectRule = nounSubjectRule({
  verbs: ITALIAN_VERBS,
  nouns: nounLexicon(ITALIAN_NOUNS, italianPlural),
  determiners: new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'mio', 'mia', 'miei', 'mie', 'tuo', 'tua', 'tuoi', 'tue', 'suo', 'sua', 'suoi', 'sue', 'nostro', 'nostra', 'nostri', 'nostre', 'questo', 'questa', 'questi', 'queste']),
  pluralDeterminers: new Set(['i', 'gli', 'le', 'miei', 'mie', 'tuoi', 'tue', 'suoi', 'sue', 'nostri', 'nostre', 'questi', 'queste']),
  clauseOpeners: new Set(['e', 'ma', 'perché', 'che', 'quando', 'se', 'o']),
  people: new Set('fratello sorella figlio figlia amico amica ragazzo ragazza bambino bambina nonno nonna zio zia cugino cugina marito moglie padre madre genitore professore professoressa'.split(' ')),
});

const IRREGULAR_CONDITIONAL_STEMS: Readonly<Record<string, string>> = { avere: 'avr', essere: 'sar', andare: 'andr', potere: 'potr', volere: 'vorr', dovere: 'dovr', fare: 'far', venire: 'verr', vivere: 'vivr', vedere: 'vedr', sapere: 'sapr', stare: 'star', dare: 'dar', bere: 'berr', rimanere: 'rimarr', tenere: 'terr' };
const SUBJUNCTIVE_BASES: Readonly<Record<string, string>> = { essere: 'fo', fare: 'face', dire: 'dice', stare: 'ste', dare: 'de', bere: 'beve' };

/** Every verb of the tables and the irregular ones above with its conditional stem (parlare → parler, avere → avr). */
function italianConditionalStems(): Record<string, string> {
  const verbs = [...indexVerbs(ITALIAN_VERBS).forms.values()].flat().map((entry) => entry.verb);
  const stems: Record<string, string> = {};
  for (const verb of new Set([...verbs, ...Object.keys(IRREGULAR_CONDITIONAL_STEMS)])) {
    stems[verb] = IRREGULAR_CONDITIONAL_STEMS[verb] ?? (verb.endsWith('are') ? `${verb.slice(0, -3)}er` : verb.slice(0, -2)).replace(/([cg])er$/, '$1her').replace(/ier$/, 'er');
  }
  return stems;
}

/** The Italian imperfect subjunctive (avessi, fossi, parlassi). */
export function italianImperfectSubjunctive(verb: string, person: Person): string | undefined {
  const base = SUBJUNCTIVE_BASES[verb] ?? (/(are|ere|ire)$/.test(verb) ? verb.slice(0, -2) : undefined);
  return base === undefined ? undefined : `${base}${['ssi', 'ssi', 'sse', 'ssimo', 'ste', 'ssero'][PERSONS.indexOf(person)]}`;
}

/** The imperfect subjunctive after "se" opening a clause, not the conditional: "Se avrei tempo, viaggerei" → "avessi". */
export const italianConditionalIfRule = conditionalIfRule({
  ifWord: 'se',
  between: new Set(['io', 'tu', 'lui', 'lei', 'noi', 'voi', 'loro', 'non', 'mi', 'ti', 'ci', 'vi', 'lo', 'la', 'li', 'le', 'ne']),
  conditionals: conditionalForms(italianConditionalStems(), ['ei', 'esti', 'ebbe', 'emmo', 'este', 'ebbero']),
  anyConditional: /^\p{L}{2,}(rei|resti|rebbe|remmo|reste|rebbero)$/u,
  subjunctive: italianImperfectSubjunctive,
});

/** a, di, da, in, su + il, lo, la, i, gli, le as one word ("Vado a il mare" → "al", "in la borsa" → "nella"). */
export const italianContractionRule = contractionRule({ pairs: italianContractions() });

/** The Italian rules, surest first. */
export const ITALIAN_RULES: readonly GrammarRule[] = [italianIsAccentRule, italianNounSubjectRule, italianAgeRule, italianEssereRule, italianAvereRule, italianConjugationRule, italianArticleSoundRule, italianAgreementRule, italianHaveNotBeRule, italianSubjunctiveRule, italianParticipleSubjectRule, italianConditionalIfRule, italianContractionRule];
