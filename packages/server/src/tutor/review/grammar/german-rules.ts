import { germanAccusativeRule } from './german-accusative-rule.js';
import { germanBeNotHaveRule, germanHaveNotBeRule } from './have-not-be-rule.js';
import type { Finding } from '../finding.js';
import { nounLexicon, noPlural, type NounForm } from '../lexicon/noun-lexicon.js';
import { GERMAN_NOUNS } from '../lexicon/noun-genders.js';
import { GERMAN_VERBS, indexVerbs } from '../lexicon/verb-tables.js';
import type { Token } from '../review-tokens.js';
import { conjugationRule } from './conjugation-rule.js';
import { nounSubjectRule } from './noun-subject-rule.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

const SUBJECTS = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);

/** Finite forms: every present form of the verb table, and the most frequent past forms. */
const FINITE = new Set([...indexVerbs(GERMAN_VERBS).forms.keys(), ...pastForms()]);

/** Past forms: the weak verbs' -te forms from the table, and the strong verbs' past written out. */
function pastForms(): string[] {
  const weak = GERMAN_VERBS.regular.flatMap((group) => group.verbs.map((verb) => verb.slice(0, -group.ending.length)));
  const strong = 'war ging kam gab fuhr aß sah las nahm fand lief flog blieb schrieb trank sprach schlief sang rief stand lag verstand hatte wurde wollte konnte musste durfte sollte mochte wusste dachte brachte arbeitete wartete';
  const stems = strong.split(' ');
  return [
    ...weak.flatMap((stem) => ['te', 'test', 'ten', 'tet'].map((ending) => `${stem}${ending}`)),
    ...stems.flatMap((stem) => (/te$/.test(stem) ? [stem, `${stem}st`, `${stem}n`, `${stem}t`] : [stem, `${stem}st`, `${stem}en`, `${stem}t`])),
  ];
}

/** Adverbs that fill the first place of a main clause on their own. */
const FIRST_PLACE_ADVERBS = new Set(['heute', 'morgen', 'gestern', 'dann', 'danach', 'jetzt', 'manchmal', 'oft', 'immer', 'leider', 'deshalb', 'deswegen', 'trotzdem', 'hier', 'dort', 'abends', 'morgens', 'nachmittags', 'zuerst', 'später', 'bald', 'normalerweise', 'vielleicht', 'meistens', 'natürlich', 'endlich', 'zum', 'samstags', 'sonntags']);

/** Words that open a longer first-place phrase (am Wochenende, um acht Uhr, nach der Arbeit, jeden Tag). */
const FIRST_PLACE_OPENERS = new Set(['am', 'im', 'um', 'in', 'nach', 'vor', 'seit', 'letzte', 'letzten', 'letztes', 'nächste', 'nächsten', 'nächstes', 'jeden', 'jede', 'jedes', 'diese', 'diesen', 'dieses']);

/** Conjunctions after which the finite verb goes to the end of the clause. */
const SUBORDINATORS = new Set(['weil', 'dass', 'ob', 'wenn', 'obwohl', 'damit', 'bevor', 'nachdem']);

/** Separable prefixes: a clause ending in one is left alone (moving the verb would have to join it). */
const SEPARABLE_PREFIXES = new Set(['auf', 'an', 'ab', 'aus', 'ein', 'mit', 'zurück', 'vor', 'weg', 'los', 'fern', 'zu', 'kennen', 'teil']);

function clauseEnd(tokens: readonly Token[], from: number): number {
  let at = from;
  while (tokens[at + 1] && !tokens[at + 1]!.clauseStart && !['und', 'aber', 'oder', 'denn', 'sondern'].includes(tokens[at + 1]!.lower)) {
    at += 1;
  }
  return at;
}

function swap(subject: Token, verb: Token): Finding {
  return { start: subject.start, end: verb.end, replacement: `${verb.text} ${subject.text}`, category: 'word_order', explanation: 'verbSecond', values: { verb: verb.text } };
}

/**
 * Verb second in a main clause: after a first-place adverb or phrase ("Heute ich gehe" → "Heute gehe ich") or a
 * subordinate clause ("Wenn ich Zeit habe, ich gehe" → "…, gehe ich"), a subject pronoun followed by the finite verb
 * is turned round.
 */
export const verbSecondRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const first of tokens.filter((token) => token.sentenceStart)) {
    let subjectAt: number | undefined;
    if (FIRST_PLACE_ADVERBS.has(first.lower)) {
      subjectAt = first.index + 1;
    } else if (FIRST_PLACE_OPENERS.has(first.lower)) {
      for (let at = first.index + 1; at <= first.index + 3; at += 1) {
        const token = tokens[at];
        if (!token || token.clauseStart || ['und', 'oder'].includes(token.lower)) {
          break;
        }
        if (SUBJECTS.has(token.lower) && at > first.index + 1) {
          subjectAt = at;
          break;
        }
      }
    } else if (SUBORDINATORS.has(first.lower)) {
      const end = clauseEnd(tokens, first.index);
      const next = tokens[end + 1];
      if (next && next.clauseStart && !next.sentenceStart && /,/.test(text.slice(tokens[end]!.end, next.start))) {
        subjectAt = next.index;
      }
    }
    const subject = subjectAt === undefined ? undefined : tokens[subjectAt];
    const verb = subject ? tokens[subject.index + 1] : undefined;
    if (subject && verb && SUBJECTS.has(subject.lower) && FINITE.has(verb.lower) && adjacent(text, subject, verb) && (subject.index === first.index + 1 ? adjacent(text, first, subject) : true)) {
      findings.push(swap(subject, verb));
    }
  }
  return findings;
};

/** Modal and auxiliary forms: a clause ending in one is already verb-final ("dass die Leute arbeiten müssen"). */
const CLAUSE_FINAL_VERBS = new Set(
  'muss musst müssen müsst kann kannst können könnt will willst wollen wollt soll sollst sollen sollt darf darfst dürfen dürft mag magst mögen möchte möchtest möchten habe hast hat haben habt bin bist ist sind seid wird wirst werden werdet war waren hatte hatten konnte konnten musste mussten wollte wollten sollte sollten würde würden'.split(' '),
);

/** Words that open a noun subject: articles, possessives, demonstratives. */
const SUBJECT_DETERMINERS = new Set(['der', 'die', 'das', 'ein', 'eine', 'mein', 'meine', 'dein', 'deine', 'sein', 'seine', 'ihr', 'ihre', 'unser', 'unsere', 'euer', 'eure', 'dieser', 'diese', 'dieses', 'jeder', 'jede', 'jedes', 'kein', 'keine']);

/** Whether a word is a German noun: written with its capital, or a noun of the lexicon written without it. */
function isNoun(token: Token): boolean {
  return /^\p{Lu}/u.test(token.text) || NOUNS.has(token.lower);
}

/**
 * Where the subject after a subordinating conjunction ends: a pronoun ("weil ich"), a name ("weil Anna"), or a noun
 * with its determiner and at most one adjective ("weil mein Bruder", "dass die neue Wohnung"); undefined otherwise.
 */
function subjectEnd(tokens: readonly Token[], conjunction: Token): Token | undefined {
  const first = tokens[conjunction.index + 1];
  if (!first || first.clauseStart) {
    return undefined;
  }
  if (SUBJECTS.has(first.lower) || (/^\p{Lu}/u.test(first.text) && !SUBJECT_DETERMINERS.has(first.lower) && !FINITE.has(first.lower))) {
    return first;
  }
  if (!SUBJECT_DETERMINERS.has(first.lower)) {
    return undefined;
  }
  const [second, third] = [tokens[first.index + 1], tokens[first.index + 2]];
  if (second && !second.clauseStart && isNoun(second)) {
    return second;
  }
  return second && third && !third.clauseStart && /(e|en|er|es|em)$/.test(second.lower) && !FINITE.has(second.lower) && isNoun(third) ? third : undefined;
}

/**
 * Verb last after weil, dass, ob, wenn…: "weil ich bin müde" → "weil ich müde bin", "weil mein Bruder hat ein Auto"
 * → "weil mein Bruder ein Auto hat". Only when the subject (a pronoun, a name, or a noun with its determiner) comes
 * right after the conjunction and the finite verb right after it; a clause ending in a separable prefix, or already
 * ending in a finite verb ("weil wir arbeiten müssen"), is left alone.
 */
export const verbFinalRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const conjunction of tokens) {
    if (!SUBORDINATORS.has(conjunction.lower)) {
      continue;
    }
    const subject = subjectEnd(tokens, conjunction);
    const verb = subject ? tokens[subject.index + 1] : undefined;
    if (!subject || !verb || !FINITE.has(verb.lower) || !adjacent(text, subject, verb) || verb.clauseStart) {
      continue;
    }
    const lastAt = clauseEnd(tokens, verb.index);
    const last = tokens[lastAt]!;
    const afterVerb = tokens[verb.index + 1];
    if (lastAt === verb.index || !afterVerb || SEPARABLE_PREFIXES.has(last.lower) || CLAUSE_FINAL_VERBS.has(last.lower)) {
      continue;
    }
    const replacement = `${text.slice(afterVerb.start, last.end)} ${verb.text}`;
    findings.push({ start: verb.start, end: last.end, replacement, category: 'word_order', explanation: 'verbFinal', values: { conjunction: conjunction.text, verb: verb.text } });
  }
  return findings;
};

const NOUNS = nounLexicon(GERMAN_NOUNS, noPlural);
const DATIVE_PREPOSITIONS = new Set(['mit', 'von', 'zu', 'bei', 'aus', 'nach', 'seit', 'gegenüber']);
const ACCUSATIVE_PREPOSITIONS = new Set(['für', 'durch', 'ohne', 'gegen', 'um']);
const ACCUSATIVE_VERBS = new Set(['habe', 'hast', 'hat', 'haben', 'habt', 'brauche', 'brauchst', 'braucht', 'brauchen', 'möchte', 'möchtest', 'möchten', 'kaufe', 'kaufst', 'kauft', 'kaufen', 'suche', 'suchst', 'sucht', 'suchen', 'sehe', 'siehst', 'sieht', 'sehen', 'nehme', 'nimmst', 'nimmt', 'nehmen', 'trinke', 'trinkt', 'esse', 'isst', 'gibt', 'bestelle', 'bestellt', 'liebe', 'mag', 'magst', 'finde', 'findet', 'kenne', 'kennt', 'hätte', 'will', 'willst']);

/**
 * ein / eine / einen with a noun of known gender (no adjective between): "eine Tisch" → "ein Tisch" (or "einen"
 * after a verb taking an object), "ein Frau" → "eine Frau" ("einer" after mit, von, zu…), "einen Haus" → "ein Haus".
 */
export const indefiniteArticleRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const article of tokens) {
    const noun = tokens[article.index + 1];
    const entry = noun ? NOUNS.get(noun.text) : undefined;
    if (!noun || !entry || !adjacent(text, article, noun) || !['ein', 'eine', 'einen', 'einem'].includes(article.lower)) {
      continue;
    }
    const before = tokens[article.index - 1];
    const dative = before !== undefined && DATIVE_PREPOSITIONS.has(before.lower);
    const accusative = (before !== undefined && ACCUSATIVE_PREPOSITIONS.has(before.lower)) || tokensOfClauseBefore(tokens, article).some((token) => ACCUSATIVE_VERBS.has(token.lower));
    let wanted: string | undefined;
    if (entry.gender === 'f') {
      wanted = dative ? 'einer' : article.lower === 'einem' ? 'einer' : 'eine';
    } else if (article.lower === 'eine') {
      wanted = dative ? 'einem' : entry.gender === 'm' && accusative ? 'einen' : 'ein';
    } else if (article.lower === 'einen' && entry.gender === 'n') {
      wanted = dative ? 'einem' : 'ein';
    }
    if (wanted && wanted !== article.lower) {
      findings.push({ start: article.start, end: article.end, replacement: inCaseOf(article.text, wanted), category: 'agreement', explanation: 'agreement', values: { noun: noun.text } });
    }
  }
  return findings;
};

function tokensOfClauseBefore(tokens: readonly Token[], token: Token): Token[] {
  const found: Token[] = [];
  for (let at = token.index - 1; at >= 0; at -= 1) {
    found.push(tokens[at]!);
    if (tokens[at]!.clauseStart) {
      break;
    }
  }
  return found;
}

const SEIN_PARTICIPLES = new Set(['gegangen', 'gekommen', 'gewesen', 'geblieben', 'geworden', 'gestorben', 'angekommen', 'aufgestanden', 'eingeschlafen', 'passiert', 'gereist', 'mitgekommen', 'zurückgekommen', 'ausgegangen', 'eingestiegen', 'ausgestiegen', 'umgestiegen', 'aufgewacht', 'losgegangen', 'hingegangen', 'spazierengegangen']);

/** The haben forms that must be sein before a participle of movement or change of state ("ich habe gegangen" → "ich bin gegangen"). */
export const germanAuxiliaryRule: GrammarRule = (input) => {
  const findings: Finding[] = [];
  const { tokens } = input;
  const swapTo: Record<string, string> = { habe: 'bin', hast: 'bist', hat: 'ist', haben: 'sind', habt: 'seid', hatte: 'war', hattest: 'warst', hatten: 'waren' };
  for (const auxiliary of tokens) {
    const wanted = swapTo[auxiliary.lower];
    if (!wanted) {
      continue;
    }
    const end = clauseEnd(tokens, auxiliary.index);
    const participle = tokens.slice(auxiliary.index + 1, end + 1).find((token) => SEIN_PARTICIPLES.has(token.lower));
    if (participle) {
      findings.push({ start: auxiliary.start, end: auxiliary.end, replacement: inCaseOf(auxiliary.text, wanted), category: 'grammar', explanation: 'auxiliary', values: { auxiliary: 'sein', verb: participle.text } });
    }
  }
  return findings;
};

/** Subject–verb agreement for clause-initial pronouns. */
export const germanConjugationRule = conjugationRule(GERMAN_VERBS, { clauseInitialOnly: true, joiners: ['und', 'oder'] });

/**
 * German nouns whose singular surely differs from their plural, by lower-case form: every feminine noun of the
 * lexicon (Schwester → Schwestern, Mutter → Mütter), and masculine and neuter ones not in -er, -el, -en, -chen, -lein
 * (der Lehrer / die Lehrer, das Zimmer / die Zimmer are left out).
 */
const GERMAN_SINGULARS: ReadonlyMap<string, NounForm> = new Map(
  [...nounLexicon(GERMAN_NOUNS, noPlural).values()]
    .filter((noun) => noun.gender === 'f' || !/(er|el|en|chen|lein)$/.test(noun.singular))
    .map((noun) => [noun.singular.toLowerCase(), { ...noun, numbers: ['s'] }] as const),
);

/** A singular noun subject takes a singular verb: "Meine Schwester haben zwei Kinder" → "hat"; "Das Buch haben wir gelesen" (the noun is the object) is left alone. */
export const germanNounSubjectRule = nounSubjectRule({
  verbs: GERMAN_VERBS,
  nouns: GERMAN_SINGULARS,
  determiners: new Set(['der', 'die', 'das', 'mein', 'meine', 'dein', 'deine', 'sein', 'seine', 'ihr', 'ihre', 'unser', 'unsere', 'euer', 'eure', 'dieser', 'diese', 'dieses', 'jeder', 'jede', 'jedes']),
  pluralDeterminers: new Set(),
  clauseOpeners: new Set(['und', 'aber', 'oder', 'denn']),
  subjectsAfter: new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']),
});

/** The same after a determiner that is singular whatever the noun (mein, dieses, jedes…): "Mein Bruder wohnen in Köln" → "wohnt". */
export const germanSingularDeterminerRule = nounSubjectRule({
  verbs: GERMAN_VERBS,
  nouns: new Map([...nounLexicon(GERMAN_NOUNS, noPlural).values()].map((noun) => [noun.singular.toLowerCase(), { ...noun, numbers: ['s'] }] as const)),
  determiners: new Set(['mein', 'dein', 'sein', 'unser', 'euer', 'dieser', 'dieses', 'jeder', 'jedes', 'das']),
  pluralDeterminers: new Set(),
  clauseOpeners: new Set(['und', 'aber', 'oder', 'denn']),
  subjectsAfter: new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']),
});

/** The German rules, surest first. */
export const GERMAN_RULES: readonly GrammarRule[] = [verbFinalRule, verbSecondRule, germanNounSubjectRule, germanSingularDeterminerRule, germanAuxiliaryRule, germanConjugationRule, indefiniteArticleRule, germanHaveNotBeRule, germanBeNotHaveRule, germanAccusativeRule];
