import { portugueseIsAccentRule } from './accent-context-rules.js';
import { adjectiveLexicon, portugueseAdjective } from '../lexicon/adjective-lexicon.js';
import { PORTUGUESE_ADJECTIVES } from '../lexicon/adjectives.js';
import { PORTUGUESE_NOUNS } from '../lexicon/noun-genders.js';
import { nounLexicon, portuguesePlural } from '../lexicon/noun-lexicon.js';
import { indexVerbs, PERSONS, PORTUGUESE_VERBS, type Person } from '../lexicon/verb-tables.js';
import { agreementRule } from './agreement-rule.js';
import { ageRule } from './age-rule.js';
import { conjugationRule } from './conjugation-rule.js';
import { allForms, copulaRule } from './copula-rule.js';
import type { GrammarRule } from './grammar-rule.js';
import { conditionalForms, conditionalIfRule } from './conditional-if-rule.js';
import { futureClauseSubjunctiveRule } from './future-clause-subjunctive.js';
import { nounSubjectRule } from './noun-subject-rule.js';
import { pastTimeRule, regularPast } from './past-time-rule.js';
import { portugueseFutureSubjunctive } from './portuguese-future-subjunctive.js';
import { romanceDeterminers } from './spanish-rules.js';
import { contractionRule } from './contraction-rule.js';

const FAMILIES: Readonly<Record<string, readonly string[]>> = {
  o: ['o', 'a', 'os', 'as'],
  um: ['um', 'uma', 'uns', 'umas'],
  este: ['este', 'esta', 'estes', 'estas'],
  esse: ['esse', 'essa', 'esses', 'essas'],
  aquele: ['aquele', 'aquela', 'aqueles', 'aquelas'],
  meu: ['meu', 'minha', 'meus', 'minhas'],
  teu: ['teu', 'tua', 'teus', 'tuas'],
  seu: ['seu', 'sua', 'seus', 'suas'],
  nosso: ['nosso', 'nossa', 'nossos', 'nossas'],
};


/** Article–noun and noun–adjective agreement (Portuguese). */
export const portugueseAgreementRule = agreementRule({
  determiners: romanceDeterminers(FAMILIES, {}),
  determinerFor: (family, gender, number) => {
    const forms = FAMILIES[family];
    return forms?.[(gender === 'f' ? 1 : 0) + (number === 'p' ? 2 : 0)] || undefined;
  },
  pronounLike: new Set(['o', 'os']),
  // "a" and "as" are also a preposition ("vou a pé"): judged only where a clause starts.
  onlyAtClauseStart: new Set(['a', 'as']),
  pronounContext: new Set(['eu', 'tu', 'ele', 'ela', 'você', 'nós', 'eles', 'elas', 'vocês', 'não', 'me', 'te', 'se', 'lhe', 'nos', 'que']),
  copulas: new Set(['é', 'está', 'são', 'estão', 'era', 'eram', 'estava', 'estavam', 'foi', 'foram', 'parece']),
  intensifiers: new Set(['muito', 'tão', 'bastante', 'super', 'bem']),
  clauseOpeners: new Set(['e', 'mas', 'porque', 'que', 'quando', 'se', 'ou']),
  nouns: nounLexicon(PORTUGUESE_NOUNS, portuguesePlural),
  adjectives: adjectiveLexicon(PORTUGUESE_ADJECTIVES, portugueseAdjective),
});

/** Subject–verb agreement (Portuguese): "eu é" → "eu sou", "nós gosta" → "nós gostamos". */
export const portugueseConjugationRule = conjugationRule(PORTUGUESE_VERBS, {
  conjugateInfinitive: true,
  // After these the infinitive's form is the future subjunctive of a regular verb ("quando eu chegar", "se ele falar").
  infinitiveFormAfter: ['quando', 'se', 'enquanto', 'assim', 'logo', 'depois', 'conforme', 'como', 'onde', 'quem'],
  between: ['não', 'me', 'te', 'se', 'o', 'a', 'os', 'as', 'lhe', 'nos', 'também', 'sempre', 'nunca', 'já', 'ainda'],
  notAfter: ['a', 'para', 'por', 'com', 'sem', 'de', 'em', 'entre', 'contra', 'que', 'como', 'pra'],
  joiners: ['e', 'ou'],
});

/** ser/estar (Portuguese). */
export const portugueseCopulaRule = copulaRule({
  serToEstar: { sou: 'estou', 'és': 'estás', 'é': 'está', somos: 'estamos', 'são': 'estão', era: 'estava', eram: 'estavam' },
  withEstar: new Set([...allForms('cansado contente ocupado preocupado sentado zangado estressado apaixonado'), 'contentes']),
  personalSer: new Set(['sou', 'somos']),
  people: allForms('irmão irmã filho amigo menino tio primo namorado marido esposa pai mãe professor professora chefe colega vizinho'),
  places: new Set(['bem', 'com', 'em', 'aqui', 'ali', 'lá', 'no', 'na', 'nos', 'nas']),
  withSer: allForms('estudante professor professora médico engenheiro advogado enfermeiro brasileiro português portuguesa inglês inglesa alemão alemã francês francesa americano espanhol espanhola italiano'),
  impersonal: new Set(['é', 'era']),
  subjects: { eu: ['estou', 'sou'], tu: ['estás', 'és'], ele: ['está', 'é'], ela: ['está', 'é'], 'você': ['está', 'é'], 'nós': ['estamos', 'somos'], eles: ['estão', 'são'], elas: ['estão', 'são'], 'vocês': ['estão', 'são'] },
  between: new Set(['muito', 'tão', 'um', 'uma', 'bastante']),
  passingStates: allForms('doente triste nervoso'),
  passingTimes: new Set(['hoje', 'ontem', 'agora', 'desde', 'ainda']),
});

/** Age with ser: "sou vinte anos" → "tenho vinte anos". */
export const portugueseAgeRule = ageRule({
  swap: { sou: 'tenho', 'és': 'tens', somos: 'temos', 'ele é': 'ele tem', 'ela é': 'ela tem', 'você é': 'você tem', 'eles são': 'eles têm', 'elas são': 'elas têm', estou: 'tenho' },
  numbers: new Set(['um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'quinze', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'e']),
  years: new Set(['anos']),
});

/** A noun subject and its verb agree in number (Portuguese). */
export const portugueseNounSubjectRule = nounSubjectRule({
  verbs: PORTUGUESE_VERBS,
  nouns: nounLexicon(PORTUGUESE_NOUNS, portuguesePlural),
  determiners: new Set(['o', 'a', 'os', 'as', 'meu', 'minha', 'meus', 'minhas', 'teu', 'tua', 'teus', 'tuas', 'seu', 'sua', 'seus', 'suas', 'nosso', 'nossa', 'nossos', 'nossas', 'este', 'esta', 'estes', 'estas', 'esse', 'essa', 'esses', 'essas']),
  pluralDeterminers: new Set(['os', 'as', 'meus', 'minhas', 'teus', 'tuas', 'seus', 'suas', 'nossos', 'nossas', 'estes', 'estas', 'esses', 'essas']),
  clauseOpeners: new Set(['e', 'mas', 'porque', 'que', 'quando', 'se', 'ou']),
  people: new Set('irmão irmã filho filha amigo amiga menino menina avô avó tio tia primo prima namorado namorada marido esposa mulher pai mãe professor professora vizinho vizinha'.split(' ')),
});

const PORTUGUESE_INDICATIVE = indexVerbs(PORTUGUESE_VERBS);

/** The future subjunctive in a clause about the future: "Quando eu tenho férias, vou viajar" → "tiver"; se only with a future time word in its clause ("Se eu tenho tempo amanhã, vou te ligar" → "tiver"). */
export const portugueseFutureClauseRule = futureClauseSubjunctiveRule({
  triggers: ['quando', 'assim que', 'logo que', 'depois que', 'enquanto'],
  triggersWithTime: ['se'],
  timeWords: new Set(['amanhã', 'depois', 'próxima', 'próximo', 'logo', 'futuro']),
  subjects: PORTUGUESE_VERBS.pronouns,
  between: new Set(['não', 'me', 'te', 'se', 'nos', 'lhe', 'o', 'a']),
  indicative: PORTUGUESE_INDICATIVE,
  subjunctive: portugueseFutureSubjunctive(PORTUGUESE_INDICATIVE),
  goForms: new Set(['vou', 'vais', 'vai', 'vamos', 'vão']),
  goTakesA: false,
  futureForm: /^\p{L}{2,}(rei|rás|rá|remos|reis|rão)$/u,
  habitWords: new Set(['sempre', 'normalmente', 'geralmente', 'todos', 'todas', 'cada', 'nunca', 'costumo']),
});

const PORTUGUESE_PAST_IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  ser: ['fui', 'foste', 'foi', 'fomos', 'fostes', 'foram'],
  ir: ['fui', 'foste', 'foi', 'fomos', 'fostes', 'foram'],
  ter: ['tive', 'tiveste', 'teve', 'tivemos', 'tivestes', 'tiveram'],
  estar: ['estive', 'estiveste', 'esteve', 'estivemos', 'estivestes', 'estiveram'],
  fazer: ['fiz', 'fizeste', 'fez', 'fizemos', 'fizestes', 'fizeram'],
  querer: ['quis', 'quiseste', 'quis', 'quisemos', 'quisestes', 'quiseram'],
  poder: ['pude', 'pudeste', 'pôde', 'pudemos', 'pudestes', 'puderam'],
  saber: ['soube', 'soubeste', 'soube', 'soubemos', 'soubestes', 'souberam'],
  dizer: ['disse', 'disseste', 'disse', 'dissemos', 'dissestes', 'disseram'],
  ver: ['vi', 'viste', 'viu', 'vimos', 'vistes', 'viram'],
  vir: ['vim', 'vieste', 'veio', 'viemos', 'viestes', 'vieram'],
  sair: ['saí', 'saíste', 'saiu', 'saímos', 'saístes', 'saíram'],
};
const PORTUGUESE_PAST_ENDINGS = { ar: ['ei', 'aste', 'ou', 'amos', 'astes', 'aram'], er: ['i', 'este', 'eu', 'emos', 'estes', 'eram'], ir: ['i', 'iste', 'iu', 'imos', 'istes', 'iram'] };

/** The Portuguese pretérito perfeito of a verb of the tables (chegar → cheguei, ficar → fiquei, dançar → dancei). */
export function portuguesePreterite(verb: string, person: Person): string | undefined {
  const form = regularPast(verb, person, PORTUGUESE_PAST_ENDINGS, PORTUGUESE_PAST_IRREGULAR);
  return person === '1s' && form ? form.replace(/gei$/, 'guei').replace(/cei$/, 'quei').replace(/çei$/, 'cei') : form;
}

/** A present after a time word that puts the sentence in the past: "No ano passado eu viajo para o Japão" → "viajei". */
export const portuguesePastTimeRule = pastTimeRule({
  pastWords: new Set(['ontem', 'anteontem']),
  pastAfterNoun: new Set(['passado', 'passada']),
  presentWords: new Set(['desde', 'há', 'faz', 'hoje', 'amanhã', 'agora', 'sempre', 'normalmente', 'todos', 'todas', 'cada', 'enquanto']),
  clauseWords: new Set(['que', 'quando', 'porque', 'se', 'onde', 'como', 'mas', 'e']),
  between: new Set(['não', 'me', 'te', 'se', 'nos', 'lhe', 'lhes', 'também', 'já']),
  determiners: new Set(['o', 'a', 'os', 'as', 'meu', 'minha', 'meus', 'minhas', 'seu', 'sua', 'seus', 'suas', 'nosso', 'nossa', 'nossos', 'nossas']),
  subjects: PORTUGUESE_VERBS.pronouns,
  present: PORTUGUESE_INDICATIVE,
  past: portuguesePreterite,
});

const PORTUGUESE_SUBJUNCTIVE_BASES: Readonly<Record<string, string>> = { ter: 'tive', ser: 'fo', ir: 'fo', estar: 'estive', fazer: 'fize', poder: 'pude', querer: 'quise', saber: 'soube', dizer: 'disse', ver: 'vi', vir: 'vie', dar: 'de', haver: 'houve', trazer: 'trouxe' };
const PORTUGUESE_CONDITIONAL_STEMS: Readonly<Record<string, string>> = { fazer: 'far', dizer: 'dir', trazer: 'trar' };

/** The Portuguese imperfect subjunctive (tivesse, fosse, falasse). */
export function portugueseImperfectSubjunctive(verb: string, person: Person): string | undefined {
  const strong = PORTUGUESE_SUBJUNCTIVE_BASES[verb];
  const base = strong ?? (/(ar|er|ir)$/.test(verb) ? verb.slice(0, -1) : undefined);
  if (base === undefined) {
    return undefined;
  }
  const position = PERSONS.indexOf(person);
  // nós and vós stress the vowel before -ss-: tivéssemos, fôssemos, falássemos, comêssemos, partíssemos.
  const stressed = position === 3 || position === 4 ? base.slice(0, -1) + ({ a: 'á', i: 'í', o: 'ô', e: strong ? 'é' : 'ê' } as Record<string, string>)[base.slice(-1)]! : base;
  return `${stressed}${['sse', 'sses', 'sse', 'ssemos', 'sseis', 'ssem'][position]}`;
}

/** The imperfect subjunctive after "se" opening a clause, for a conditional or, with a conditional after it, a present: "Se eu teria dinheiro" / "Se eu tenho tempo, viajaria" → "tivesse". */
export const portugueseConditionalIfRule = conditionalIfRule({
  ifWord: 'se',
  between: new Set(['eu', 'tu', 'ele', 'ela', 'você', 'nós', 'eles', 'elas', 'vocês', 'não', 'me', 'te', 'nos', 'lhe']),
  conditionals: conditionalForms(Object.fromEntries([...new Set([...PORTUGUESE_INDICATIVE.forms.values()].flat().map((entry) => entry.verb))].map((verb) => [verb, PORTUGUESE_CONDITIONAL_STEMS[verb] ?? verb])), ['ia', 'ias', 'ia', 'íamos', 'íeis', 'iam']),
  present: PORTUGUESE_INDICATIVE,
  anyConditional: /^\p{L}{2,}(aria|eria|iria|ariam|eriam|iriam|aríamos|eríamos|iríamos)$/u,
  subjunctive: portugueseImperfectSubjunctive,
});

/** de, em, a, por + o, a, os, as as one word ("Moro em o centro" → "no", "Vou a a praia" → "à"), not before an infinitive ("antes de o ver": a pronoun). */
export const portugueseContractionRule = contractionRule({
  pairs: { 'de o': 'do', 'de a': 'da', 'de os': 'dos', 'de as': 'das', 'em o': 'no', 'em a': 'na', 'em os': 'nos', 'em as': 'nas', 'a o': 'ao', 'a os': 'aos', 'a a': 'à', 'a as': 'às', 'por o': 'pelo', 'por a': 'pela', 'por os': 'pelos', 'por as': 'pelas' },
  pronounBefore: (next) => /(ar|er|ir|ír|or)$/.test(next.lower),
});

/** The Portuguese rules, surest first. */
export const PORTUGUESE_RULES: readonly GrammarRule[] = [portugueseIsAccentRule, portugueseNounSubjectRule, portugueseAgeRule, portugueseCopulaRule, portugueseConjugationRule, portugueseAgreementRule, portugueseFutureClauseRule, portuguesePastTimeRule, portugueseConditionalIfRule, portugueseContractionRule];
