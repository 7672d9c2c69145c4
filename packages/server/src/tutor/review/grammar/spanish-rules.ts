import type { Finding } from '../finding.js';
import { adjectiveLexicon, spanishAdjective } from '../lexicon/adjective-lexicon.js';
import { SPANISH_ADJECTIVES } from '../lexicon/adjectives.js';
import { SPANISH_NOUNS } from '../lexicon/noun-genders.js';
import { nounLexicon, spanishPlural } from '../lexicon/noun-lexicon.js';
import { SPANISH_VERBS } from '../lexicon/verb-tables.js';
import { agreementRule, type Determiner } from './agreement-rule.js';
import { conjugationRule } from './conjugation-rule.js';
import { allForms, copulaRule } from './copula-rule.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

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
  copulas: new Set(['es', 'está', 'son', 'están', 'era', 'eran', 'estaba', 'estaban', 'parece', 'parecen']),
  intensifiers: new Set(['muy', 'tan', 'bastante', 'demasiado', 'super', 'súper', 'realmente']),
  clauseOpeners: new Set(['y', 'pero', 'porque', 'que', 'cuando', 'si', 'o']),
  takesMasculineArticle: new Set(['agua', 'hambre', 'aula', 'área', 'alma', 'arma', 'águila', 'hacha']),
});

/** Subject–verb agreement (Spanish): "yo tiene" → "yo tengo", "nosotros vive" → "nosotros vivimos". */
export const spanishConjugationRule = conjugationRule(SPANISH_VERBS, {
  between: ['no', 'me', 'te', 'se', 'nos', 'os', 'lo', 'la', 'le', 'los', 'las', 'les', 'también', 'siempre', 'nunca', 'ya', 'todavía'],
  notAfter: ['a', 'para', 'por', 'con', 'sin', 'de', 'en', 'entre', 'según', 'contra', 'hacia', 'que', 'como', 'y', 'o'],
});

/** ser/estar (Spanish). */
export const spanishCopulaRule = copulaRule({
  serToEstar: { soy: 'estoy', eres: 'estás', es: 'está', somos: 'estamos', sois: 'estáis', son: 'están', era: 'estaba', eras: 'estabas', éramos: 'estábamos', eran: 'estaban' },
  withEstar: new Set([...allForms('cansado contento ocupado enfadado enojado preocupado sentado equivocado estresado enamorado')]),
  personalSer: new Set(['soy', 'eres', 'somos', 'sois']),
  places: new Set(['bien', 'en', 'aquí', 'allí', 'allá', 'acá']),
  withSer: allForms('estudiante profesor profesora médico ingeniero abogado enfermero camarero español inglés inglesa alemán alemana francés francesa americano mexicano italiano chino japonés japonesa estadounidense canadiense'),
  impersonal: new Set(['es', 'era']),
  subjects: { yo: ['estoy', 'soy'], 'tú': ['estás', 'eres'], 'él': ['está', 'es'], ella: ['está', 'es'], usted: ['está', 'es'], nosotros: ['estamos', 'somos'], nosotras: ['estamos', 'somos'], ellos: ['están', 'son'], ellas: ['están', 'son'], ustedes: ['están', 'son'] },
  between: new Set(['muy', 'tan', 'un', 'una', 'bastante', 'demasiado']),
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

/** The Spanish rules, surest first. */
export const SPANISH_RULES: readonly GrammarRule[] = [gustarRule, spanishCopulaRule, spanishConjugationRule, spanishAgreementRule];
