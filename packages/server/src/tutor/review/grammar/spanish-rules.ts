import { spanishHaveNotBeRule, spanishSerRoleRule } from './have-not-be-rule.js';
import { spanishPronounAccentRule } from './accent-context-rules.js';
import type { Finding } from '../finding.js';
import { adjectiveLexicon, spanishAdjective } from '../lexicon/adjective-lexicon.js';
import { SPANISH_ADJECTIVES } from '../lexicon/adjectives.js';
import { SPANISH_NOUNS } from '../lexicon/noun-genders.js';
import { nounLexicon, spanishPlural } from '../lexicon/noun-lexicon.js';
import { indexVerbs, PERSONS, SPANISH_VERBS, type Person } from '../lexicon/verb-tables.js';
import { agreementRule, type Determiner } from './agreement-rule.js';
import { ageRule } from './age-rule.js';
import { conjugationRule } from './conjugation-rule.js';
import { allForms, copulaRule } from './copula-rule.js';
import { spanishInvertedMarkRule } from './spanish-inverted-mark-rule.js';
import { futureClauseSubjunctiveRule } from './future-clause-subjunctive.js';
import { pastTimeRule, regularPast } from './past-time-rule.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';
import { nounSubjectRule } from './noun-subject-rule.js';
import { subjunctiveRule } from './subjunctive-rule.js';
import { contractionRule } from './contraction-rule.js';

const FAMILIES: Readonly<Record<string, readonly [string, string, string, string]>> = {
  el: ['el', 'la', 'los', 'las'],
  un: ['un', 'una', 'unos', 'unas'],
  este: ['este', 'esta', 'estos', 'estas'],
  ese: ['ese', 'esa', 'esos', 'esas'],
  aquel: ['aquel', 'aquella', 'aquellos', 'aquellas'],
  nuestro: ['nuestro', 'nuestra', 'nuestros', 'nuestras'],
  vuestro: ['vuestro', 'vuestra', 'vuestros', 'vuestras'],
  mucho: ['mucho', 'mucha', 'muchos', 'muchas'],
  otro: ['otro', 'otra', 'otros', 'otras'],
};

/** Determiners with one form for both genders: mi/mis, tu/tus, su/sus. */
const NUMBER_ONLY: Readonly<Record<string, readonly [string, string]>> = { mi: ['mi', 'mis'], tu: ['tu', 'tus'], su: ['su', 'sus'] };

/** Builds the determiner table of four-form families and number-only families. */
export function romanceDeterminers(families: Readonly<Record<string, readonly string[]>>, numberOnly: Readonly<Record<string, readonly string[]>>): Record<string, Determiner> {
  const table: Record<string, Determiner> = {};
  for (const [family, [ms, fs, mp, fp]] of Object.entries(families)) {
    for (const [form, gender, number] of [[ms, 'm', 's'], [fs, 'f', 's'], [mp, 'm', 'p'], [fp, 'f', 'p']] as const) {
      if (form) {
        table[form] ??= { family, gender, number };
      }
    }
  }
  for (const [family, [singular, plural]] of Object.entries(numberOnly)) {
    table[singular!] = { family, number: 's' };
    table[plural!] = { family, number: 'p' };
  }
  return table;
}

const SUBJECTS_AND_CLITICS = ['yo', 'tú', 'él', 'ella', 'usted', 'nosotros', 'nosotras', 'vosotros', 'ellos', 'ellas', 'ustedes', 'no', 'me', 'te', 'se', 'nos', 'os', 'le', 'les', 'lo', 'la', 'los', 'las', 'que', 'ya', 'también'];

/** Article–noun and noun–adjective agreement (Spanish). */
export const spanishAgreementRule = agreementRule({
  determiners: romanceDeterminers(FAMILIES, NUMBER_ONLY),
  determinerFor: (family, gender, number) => {
    const forms = FAMILIES[family];
    if (forms) {
      return forms[(gender === 'f' ? 1 : 0) + (number === 'p' ? 2 : 0)];
    }
    return NUMBER_ONLY[family]?.[number === 'p' ? 1 : 0];
  },
  pronounLike: new Set(['la', 'las', 'los']),
  pronounContext: new Set(SUBJECTS_AND_CLITICS),
  nouns: nounLexicon(SPANISH_NOUNS, spanishPlural),
  adjectives: adjectiveLexicon(SPANISH_ADJECTIVES, spanishAdjective),
  copulas: new Set(['es', 'está', 'son', 'están', 'era', 'eran', 'estaba', 'estaban', 'fue', 'fueron', 'estuvo', 'estuvieron', 'será', 'serán', 'parece', 'parecen', 'parecía']),
  intensifiers: new Set(['muy', 'tan', 'bastante', 'demasiado', 'super', 'súper', 'realmente']),
  clauseOpeners: new Set(['y', 'pero', 'porque', 'que', 'cuando', 'si', 'o']),
  takesMasculineArticle: new Set(['agua', 'hambre', 'aula', 'área', 'alma', 'arma', 'águila', 'hacha']),
});

/** Subject–verb agreement (Spanish): "yo tiene" → "yo tengo", "nosotros vive" → "nosotros vivimos". */
export const spanishConjugationRule = conjugationRule(SPANISH_VERBS, {
  conjugateInfinitive: true,
  between: ['no', 'me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'le', 'los', 'las', 'les', 'también', 'siempre', 'nunca', 'ya', 'todavía'],
  notAfter: ['a', 'para', 'por', 'con', 'sin', 'de', 'en', 'entre', 'según', 'contra', 'hacia', 'que', 'como'],
  joiners: ['y', 'e', 'o', 'u'],
});

/** ser/estar (Spanish). */
export const spanishCopulaRule = copulaRule({
  serToEstar: { soy: 'estoy', eres: 'estás', es: 'está', somos: 'estamos', sois: 'estáis', son: 'están', era: 'estaba', eras: 'estabas', éramos: 'estábamos', eran: 'estaban' },
  withEstar: new Set([...allForms('cansado contento ocupado enfadado enojado preocupado sentado equivocado estresado enamorado')]),
  personalSer: new Set(['soy', 'eres', 'somos', 'sois']),
  people: allForms('hermano hijo amigo chico niño abuelo tío primo novio esposo padre madre profesor profesora jefe jefa compañero vecino'),
  places: new Set(['bien', 'en', 'aquí', 'allí', 'allá', 'acá']),
  withSer: allForms('estudiante profesor profesora médico ingeniero abogado enfermero camarero español inglés inglesa alemán alemana francés francesa americano mexicano italiano chino japonés japonesa estadounidense canadiense'),
  impersonal: new Set(['es', 'era']),
  subjects: { yo: ['estoy', 'soy'], 'tú': ['estás', 'eres'], 'él': ['está', 'es'], ella: ['está', 'es'], usted: ['está', 'es'], nosotros: ['estamos', 'somos'], nosotras: ['estamos', 'somos'], ellos: ['están', 'son'], ellas: ['están', 'son'], ustedes: ['están', 'son'] },
  between: new Set(['muy', 'tan', 'un', 'una', 'bastante', 'demasiado']),
  passingStates: allForms('enfermo triste nervioso'),
  passingTimes: new Set(['hoy', 'ayer', 'ahora', 'desde', 'todavía']),
});

/** "yo gusta el café" → "me gusta el café": gustar agrees with what is liked, the person is an indirect object. */
export const gustarRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  const objects: Readonly<Record<string, string>> = { yo: 'me', 'tú': 'te', nosotros: 'nos', nosotras: 'nos' };
  for (const subject of tokens) {
    const verb = tokens[subject.index + 1];
    const object = objects[subject.lower];
    if (!object || !verb || !adjacent(text, subject, verb) || !/^gust(o|a|as|an|amos)$/.test(verb.lower)) {
      continue;
    }
    const plural = verb.lower === 'gustan';
    findings.push({ start: subject.start, end: verb.end, replacement: `${inCaseOf(subject.text, object)} ${plural ? 'gustan' : 'gusta'}`, category: 'grammar', explanation: 'gustar' });
  }
  return findings;
};

/** Age with ser: "soy veinte años" → "tengo veinte años". */
export const spanishAgeRule = ageRule({
  swap: { soy: 'tengo', eres: 'tienes', somos: 'tenemos', sois: 'tenéis', 'él es': 'él tiene', 'ella es': 'ella tiene', 'ellos son': 'ellos tienen', 'ellas son': 'ellas tienen', 'yo estoy': 'yo tengo', estoy: 'tengo' },
  numbers: new Set(['un', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiún', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa', 'y']),
  years: new Set(['años']),
});

const LIKE_VERBS: Readonly<Record<string, string>> = { gusta: 'gustan', encanta: 'encantan', interesa: 'interesan', molesta: 'molestan', duele: 'duelen', falta: 'faltan' };
const PLURAL_DETERMINERS = new Set(['los', 'las', 'mis', 'tus', 'sus', 'estos', 'estas', 'esos', 'esas', 'unos', 'unas', 'nuestros', 'nuestras', 'muchos', 'muchas']);
const LIKE_OBJECTS = new Set(['me', 'te', 'le', 'nos', 'os', 'les']);

/** gustar-type verbs agree with the plural thing liked: "me gusta los libros" → "me gustan los libros" (also encantar, interesar, doler…). */
export const likePluralRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const verb of tokens) {
    const plural = LIKE_VERBS[verb.lower];
    const before = tokens[verb.index - 1];
    if (!plural || !before || !LIKE_OBJECTS.has(before.lower) || !adjacent(text, before, verb)) {
      continue;
    }
    let at = verb.index + 1;
    while (tokens[at] && ['mucho', 'más', 'bastante', 'tanto', 'muchísimo'].includes(tokens[at]!.lower) && at - verb.index <= 2) {
      at += 1;
    }
    const determiner = tokens[at];
    if (determiner && PLURAL_DETERMINERS.has(determiner.lower) && !determiner.clauseStart && tokens[at + 1] && adjacent(text, determiner, tokens[at + 1]!)) {
      findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, plural), category: 'agreement', explanation: 'gustar' });
    }
  }
  return findings;
};

const SPANISH_INDICATIVE = indexVerbs(SPANISH_VERBS);

const IRREGULAR_SUBJUNCTIVES: Readonly<Record<string, readonly string[]>> = {
  ser: ['sea', 'seas', 'sea', 'seamos', 'seáis', 'sean'],
  estar: ['esté', 'estés', 'esté', 'estemos', 'estéis', 'estén'],
  ir: ['vaya', 'vayas', 'vaya', 'vayamos', 'vayáis', 'vayan'],
  saber: ['sepa', 'sepas', 'sepa', 'sepamos', 'sepáis', 'sepan'],
  dar: ['dé', 'des', 'dé', 'demos', 'deis', 'den'],
};

/**
 * A Spanish present subjunctive from the "yo" form (tengo → tenga, quiero → quiera; -ar verbs take -e: hablo →
 * hable, busco → busque), "nosotros" and "vosotros" from the infinitive for stem-changing verbs (queramos;
 * -ir verbs close e → i, o → u: prefiramos, durmamos).
 */
export function spanishSubjunctive(verb: string, person: Person): string | undefined {
  const position = PERSONS.indexOf(person);
  const irregular = IRREGULAR_SUBJUNCTIVES[verb];
  if (irregular) {
    return irregular[position];
  }
  const yo = SPANISH_INDICATIVE.paradigm(verb)?.[0];
  if (!yo?.endsWith('o')) {
    return undefined;
  }
  const ar = verb.endsWith('ar');
  const soften = (stem: string) => (ar ? stem.replace(/c$/, 'qu').replace(/g$/, 'gu').replace(/z$/, 'c') : stem);
  const stem = soften(yo.slice(0, -1));
  const infinitiveStem = verb.slice(0, -2);
  const diphthong = [yo.slice(0, -1).replace('ie', 'e'), yo.slice(0, -1).replace('ue', 'o'), yo.slice(0, -1).replace('ue', 'u')].includes(infinitiveStem);
  const closed = verb.endsWith('ir') && yo.slice(0, -1) !== infinitiveStem ? infinitiveStem.replace(/e([^e]*)$/, 'i$1').replace(/o([^o]*)$/, 'u$1') : undefined;
  const weStem = diphthong ? (closed ?? soften(infinitiveStem)) : stem;
  const endings = ar ? ['e', 'es', 'e', 'emos', 'éis', 'en'] : ['a', 'as', 'a', 'amos', 'áis', 'an'];
  return position === 3 || position === 4 ? `${weStem}${endings[position]}` : `${stem}${endings[position]}`;
}

/** The subjunctive after espero que, quiero que, para que, ojalá…: "espero que vienes" → "espero que vengas". */
export const spanishSubjunctiveRule = subjunctiveRule({
  triggers: ['espero que', 'esperamos que', 'quiero que', 'queremos que', 'quieres que', 'ojalá que', 'ojalá', 'ojala', 'para que', 'es importante que', 'es necesario que', 'antes de que', 'no creo que', 'prefiero que', 'necesito que', 'dudo que', 'me alegra que', 'sin que', 'a menos que', 'es posible que', 'es mejor que', 'es probable que'],
  subjects: SPANISH_VERBS.pronouns,
  between: new Set(['no', 'me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'le', 'los', 'las', 'les']),
  indicative: SPANISH_INDICATIVE,
  subjunctive: spanishSubjunctive,
});

/** The subjunctive in a time clause about the future: "Cuando tengo más tiempo, voy a viajar" → "tenga" (si keeps the present: "si tengo tiempo, iré"). */
export const spanishFutureClauseRule = futureClauseSubjunctiveRule({
  triggers: ['cuando', 'en cuanto', 'hasta que', 'tan pronto como', 'después de que'],
  subjects: SPANISH_VERBS.pronouns,
  between: new Set(['no', 'me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'le', 'los', 'las', 'les']),
  indicative: SPANISH_INDICATIVE,
  subjunctive: spanishSubjunctive,
  goForms: new Set(['voy', 'vas', 'va', 'vamos', 'vais', 'van']),
  goTakesA: true,
  futureForm: /^\p{L}{2,}(ré|rás|rá|remos|réis|rán)$/u,
  habitWords: new Set(['siempre', 'normalmente', 'generalmente', 'todos', 'todas', 'cada', 'nunca', 'soler', 'suelo']),
});

const SPANISH_PAST_IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  ser: ['fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron'],
  ir: ['fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron'],
  tener: ['tuve', 'tuviste', 'tuvo', 'tuvimos', 'tuvisteis', 'tuvieron'],
  estar: ['estuve', 'estuviste', 'estuvo', 'estuvimos', 'estuvisteis', 'estuvieron'],
  hacer: ['hice', 'hiciste', 'hizo', 'hicimos', 'hicisteis', 'hicieron'],
  querer: ['quise', 'quisiste', 'quiso', 'quisimos', 'quisisteis', 'quisieron'],
  poder: ['pude', 'pudiste', 'pudo', 'pudimos', 'pudisteis', 'pudieron'],
  saber: ['supe', 'supiste', 'supo', 'supimos', 'supisteis', 'supieron'],
  venir: ['vine', 'viniste', 'vino', 'vinimos', 'vinisteis', 'vinieron'],
  decir: ['dije', 'dijiste', 'dijo', 'dijimos', 'dijisteis', 'dijeron'],
  poner: ['puse', 'pusiste', 'puso', 'pusimos', 'pusisteis', 'pusieron'],
  ver: ['vi', 'viste', 'vio', 'vimos', 'visteis', 'vieron'],
  dar: ['di', 'diste', 'dio', 'dimos', 'disteis', 'dieron'],
  preferir: ['preferí', 'preferiste', 'prefirió', 'preferimos', 'preferisteis', 'prefirieron'],
  dormir: ['dormí', 'dormiste', 'durmió', 'dormimos', 'dormisteis', 'durmieron'],
  pedir: ['pedí', 'pediste', 'pidió', 'pedimos', 'pedisteis', 'pidieron'],
  leer: ['leí', 'leíste', 'leyó', 'leímos', 'leísteis', 'leyeron'],
  creer: ['creí', 'creíste', 'creyó', 'creímos', 'creísteis', 'creyeron'],
};
const SPANISH_PAST_ENDINGS = { ar: ['é', 'aste', 'ó', 'amos', 'asteis', 'aron'], er: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'], ir: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'] };

/** The Spanish preterite of a verb of the tables (llegar → llegué, buscar → busqué, empezar → empecé). */
export function spanishPreterite(verb: string, person: Person): string | undefined {
  const form = regularPast(verb, person, SPANISH_PAST_ENDINGS, SPANISH_PAST_IRREGULAR);
  return person === '1s' && form ? form.replace(/gé$/, 'gué').replace(/cé$/, 'qué').replace(/zé$/, 'cé') : form;
}

/** A present after a time word that puts the sentence in the past: "Ayer yo voy al cine" → "fui". */
export const spanishPastTimeRule = pastTimeRule({
  pastWords: new Set(['ayer', 'anoche', 'anteayer']),
  pastAfterNoun: new Set(['pasado', 'pasada']),
  presentWords: new Set(['desde', 'hace', 'hoy', 'mañana', 'ahora', 'siempre', 'normalmente', 'todos', 'todas', 'cada', 'mientras']),
  clauseWords: new Set(['que', 'cuando', 'porque', 'si', 'donde', 'como', 'pero', 'y']),
  between: new Set(['no', 'me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'le', 'les', 'los', 'las', 'también', 'ya']),
  determiners: new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'el', 'la', 'los', 'las', 'nuestro', 'nuestra', 'nuestros', 'nuestras']),
  subjects: SPANISH_VERBS.pronouns,
  present: SPANISH_INDICATIVE,
  past: spanishPreterite,
});

/** A noun subject and its verb agree in number (Spanish). */
export const spanishNounSubjectRule = nounSubjectRule({
  verbs: SPANISH_VERBS,
  nouns: nounLexicon(SPANISH_NOUNS, spanishPlural),
  determiners: new Set(['el', 'la', 'los', 'las', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'esos', 'esas']),
  pluralDeterminers: new Set(['los', 'las', 'mis', 'tus', 'sus', 'nuestros', 'nuestras', 'estos', 'estas', 'esos', 'esas']),
  clauseOpeners: new Set(['y', 'pero', 'porque', 'que', 'cuando', 'si', 'o']),
  people: new Set('hermano hermana hijo hija amigo amiga chico chica niño niña abuelo abuela tío tía primo prima novio novia esposo esposa marido mujer padre madre profesor profesora jefe jefa compañero compañera vecino vecina'.split(' ')),
});

/** Words after which "esta(s)" is the verb estar, not the demonstrative: "esta muy bien" → "está". */
const AFTER_ESTAR = new Set(['en', 'aquí', 'allí', 'muy', 'bien', 'mal', 'cansado', 'cansada', 'listo', 'lista', 'contigo']);
/** Words before which "esta(s)" is the verb: "¿dónde esta…?", "¿cómo estas?", "ella esta…". */
const BEFORE_ESTAR = new Set(['cómo', 'como', 'dónde', 'donde', 'quién', 'tú', 'él', 'ella', 'usted']);

/** The verb estar written without its accent ("¿Cómo estas?" → "estás", "dónde esta el baño" → "está"); "un te" → "un té". */
export const spanishAccentRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const token of tokens) {
    const next = tokens[token.index + 1];
    const previous = tokens[token.index - 1];
    const verbBefore = previous !== undefined && BEFORE_ESTAR.has(previous.lower) && adjacent(text, previous, token);
    const verbAfter = next !== undefined && AFTER_ESTAR.has(next.lower) && adjacent(text, token, next);
    if ((token.lower === 'esta' || token.lower === 'estas') && (verbBefore || verbAfter)) {
      findings.push({ start: token.start, end: token.end, replacement: inCaseOf(token.text, token.lower === 'esta' ? 'está' : 'estás'), category: 'accent', explanation: 'accent' });
    }
    if (token.lower === 'te' && previous && ['un', 'el', 'del', 'al', 'mi', 'tu', 'su'].includes(previous.lower) && adjacent(text, previous, token)) {
      findings.push({ start: token.start, end: token.end, replacement: 'té', category: 'accent', explanation: 'accent' });
    }
  }
  return findings;
};

/** a el → al, de el → del ("Voy a el parque" → "al"); "de el" ending a clause is "de él" and is left to spelling. */
export const spanishContractionRule = contractionRule({ pairs: { 'a el': 'al', 'de el': 'del' } });

/** The Spanish rules, surest first. */
export const SPANISH_RULES: readonly GrammarRule[] = [spanishPronounAccentRule, spanishAccentRule, spanishNounSubjectRule, spanishSubjunctiveRule, spanishAgeRule, gustarRule, likePluralRule, spanishCopulaRule, spanishConjugationRule, spanishAgreementRule, spanishHaveNotBeRule, spanishSerRoleRule, spanishInvertedMarkRule, spanishFutureClauseRule, spanishPastTimeRule, spanishContractionRule];
