import { englishDoesntRule } from './english-negation-rule.js';
import { sincePerfectRule } from './english-since-perfect-rule.js';
import { doubleComparativeRule, uncountablePluralRule } from './english-count-compare-rules.js';
import type { Finding } from '../finding.js';
import { ENGLISH_VERBS, indexVerbs, PERSONS, type Person } from '../lexicon/verb-tables.js';
import { ageRule } from './age-rule.js';
import { conjugationRule } from './conjugation-rule.js';
import { adjacent, inCaseOf, type GrammarRule } from './grammar-rule.js';

/** Words starting with a vowel letter but a consonant sound ("a university"), and with a silent h ("an hour"). */
const VOWEL_LETTER_CONSONANT_SOUND = /^(uni|use|usu|uti|ure|euro|eu|one|once|ubi|uk\b|us\b)/;
const SILENT_H = /^(hour|honest|honou?r|heir)/;

/**
 * English a/an by the sound that follows: "a apple" → "an apple", "an banana" → "a banana"; words with a
 * consonant sound after a vowel letter ("a university") or a silent h ("an hour") are known; other h-words,
 * acronyms, numbers and single letters are left alone.
 */
export const aAnRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const article of tokens) {
    const next = tokens[article.index + 1];
    if (!next || !adjacent(text, article, next) || (article.lower !== 'a' && article.lower !== 'an') || next.text.length < 2 || next.text === next.text.toUpperCase()) {
      continue;
    }
    if (article.text === 'A' && !article.sentenceStart) {
      continue;
    }
    const word = next.lower;
    const vowelSound = SILENT_H.test(word) || (/^[aeiou]/.test(word) && !VOWEL_LETTER_CONSONANT_SOUND.test(word));
    const consonantSound = !/^h/.test(word) && (!/^[aeiou]/.test(word) || VOWEL_LETTER_CONSONANT_SOUND.test(word));
    const wanted = vowelSound ? 'an' : consonantSound ? 'a' : undefined;
    if (wanted && wanted !== article.lower) {
      findings.push({ start: article.start, end: article.end, replacement: inCaseOf(article.text, wanted), category: 'grammar', explanation: 'aAn' });
    }
  }
  return findings;
};

const VERBS = indexVerbs(ENGLISH_VERBS);

/** Auxiliaries after which a verb stays in its base form. */
const AUXILIARIES = ['do', 'does', 'did', "don't", "doesn't", "didn't", 'don’t', 'doesn’t', 'didn’t', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', "can't", "won't", "couldn't", "wouldn't", "shouldn't", 'can’t', 'won’t', 'to', 'let', 'lets'];

/**
 * Subject–verb agreement of the frequent verbs: "he go" → "he goes", "they is" → "they are" (not after does, can, to…,
 * nor after a form of be, which asks a question: "What is it like?").
 */
export const englishConjugationRule = conjugationRule(ENGLISH_VERBS, {
  notAfter: ['is', 'was', 'are', 'were', 'am', "isn't", "wasn't", "aren't", "weren't", 'isn’t', 'wasn’t', 'aren’t', 'weren’t', 'let', 'make', 'makes', 'made', 'help', 'helps', 'see', 'saw', 'watch', 'hear', 'heard', 'have', 'has', 'had', 'like', 'want', 'love', 'for', 'to', 'with', 'about', 'at', 'of', 'from', 'than'],
  joiners: ['and', 'or'],
  notInClauseWith: AUXILIARIES,
});

/** Irregular past forms and their base form. */
const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  went: 'go', saw: 'see', ate: 'eat', came: 'come', had: 'have', made: 'make', took: 'take', bought: 'buy', said: 'say', got: 'get', wrote: 'write', spoke: 'speak', drank: 'drink', knew: 'know', thought: 'think', gave: 'give', found: 'find', left: 'leave', told: 'tell', felt: 'feel', began: 'begin', swam: 'swim', ran: 'run', slept: 'sleep', met: 'meet', sent: 'send', paid: 'pay', lost: 'lose', brought: 'bring', taught: 'teach', caught: 'catch', forgot: 'forget', understood: 'understand', chose: 'choose', drove: 'drive', flew: 'fly', wore: 'wear', sang: 'sing', did: 'do', was: 'be', were: 'be',
};

/** The base form behind a past or third-person form of a known verb, if it is one. */
function baseOf(word: string): string | undefined {
  if (IRREGULAR_PAST[word]) {
    return IRREGULAR_PAST[word];
  }
  const entry = VERBS.forms.get(word)?.find((candidate) => candidate.persons.length === 1 && candidate.persons[0] === '3s');
  if (entry) {
    return entry.verb;
  }
  for (const base of [word.replace(/ied$/, 'y'), word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/(.)\1ed$/, '$1')]) {
    if (base !== word && /(ed)$/.test(word) && VERBS.paradigm(base)) {
      return base;
    }
  }
  return undefined;
}

/** After do, does, did (and their negatives) the verb is in its base form: "didn't went" → "didn't go", "does he likes" → "does he like". */
export const baseFormRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const auxiliary of tokens) {
    if (!/^(do|does|did)(n['’]?t)?$/.test(auxiliary.lower)) {
      continue;
    }
    let at = auxiliary.index + 1;
    if (tokens[at] && ['not', 'you', 'he', 'she', 'it', 'we', 'they', 'i'].includes(tokens[at]!.lower)) {
      at += 1;
    }
    const verb = tokens[at];
    const previous = tokens[at - 1];
    const base = verb ? baseOf(verb.lower) : undefined;
    if (!verb || !previous || !base || !adjacent(text, previous, verb) || verb.lower === 'do' || (verb.lower === 'had' && tokens[at + 1]?.lower === 'better')) {
      continue;
    }
    findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, base), category: 'conjugation', explanation: 'baseForm', values: { auxiliary: auxiliary.text } });
  }
  return findings;
};

const SUBJECT_BE: Readonly<Record<string, { subject: string; persons: readonly Person[] }>> = {
  "i'm": { subject: 'I', persons: ['1s'] }, "you're": { subject: 'you', persons: ['2s'] }, "he's": { subject: 'he', persons: ['3s'] }, "she's": { subject: 'she', persons: ['3s'] }, "we're": { subject: 'we', persons: ['1p'] }, "they're": { subject: 'they', persons: ['3p'] },
};

/** Verbs learners put after "to be" as if they were adjectives ("I am agree"). */
const NOT_AFTER_BE = new Set(['agree', 'disagree', 'understand', 'know', 'like', 'want', 'need', 'love', 'think', 'prefer', 'remember', 'believe', 'hate']);

/** "I am agree" → "I agree", "she is agree" → "she agrees": these verbs take no "to be" before them. */
export const beWithVerbRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const token of tokens) {
    const contracted = SUBJECT_BE[token.lower.replace('’', "'")];
    const pronoun = ENGLISH_VERBS.pronouns[token.lower];
    const be = contracted ? token : tokens[token.index + 1];
    const verb = tokens[be ? be.index + 1 : -1];
    if (!be || !verb || !(contracted || (pronoun && ['am', 'is', 'are'].includes(be.lower) && adjacent(text, token, be))) || !adjacent(text, be, verb) || !NOT_AFTER_BE.has(verb.lower)) {
      continue;
    }
    const persons = contracted?.persons ?? pronoun ?? [];
    const wanted = VERBS.paradigm(verb.lower)?.[PERSONS.indexOf(persons[0] as Person)] ?? verb.lower;
    const subject = contracted ? inCaseOf(token.text, contracted.subject) : token.text;
    findings.push({ start: token.start, end: verb.end, replacement: `${subject} ${wanted}`, category: 'grammar', explanation: 'beWithVerb', values: { verb: verb.text, be: contracted ? token.text : be.text } });
  }
  return findings;
};

/** Age with have: "I have 25 years old" → "I am 25 years old" ("I have 25 years of experience" is right: "old" must follow). */
export const englishAgeRule = ageRule({
  swap: { 'i have': 'I am', 'you have': 'you are', 'we have': 'we are', 'they have': 'they are', 'he has': 'he is', 'she has': 'she is' },
  numbers: new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty']),
  years: new Set(['years', 'year']),
  then: 'old',
});

const DURATION_UNITS = new Set(['years', 'year', 'months', 'month', 'weeks', 'week', 'days', 'day', 'hours', 'hour', 'minutes']);
const NUMBER_WORDS = new Set(['a', 'an', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'fifteen', 'twenty', 'thirty', 'many', 'several', 'few', 'a few']);

/** "since five years" → "for five years": since takes a starting point, a length of time takes for. */
export const sinceForRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const since of tokens) {
    const next = tokens[since.index + 1];
    if (since.lower !== 'since' || !next) {
      continue;
    }
    const unit = NUMBER_WORDS.has(next.lower) ? tokens[since.index + 2] : next;
    const gap = text.slice(since.end, unit?.start ?? since.end);
    const counted = unit !== next || /^\s+\d+\s+$/.test(gap);
    if (unit && counted && DURATION_UNITS.has(unit.lower) && !/[,.;:]/.test(gap)) {
      findings.push({ start: since.start, end: since.end, replacement: inCaseOf(since.text, 'for'), category: 'word_choice', explanation: 'sinceFor' });
    }
  }
  return findings;
};

/** Nouns that go with make, never with do: "do a decision" → "make a decision". */
const MADE_NOUNS = new Set(['decision', 'decisions', 'mistake', 'mistakes', 'effort', 'progress', 'noise', 'suggestion', 'complaint', 'choice', 'choices', 'appointment', 'reservation']);
const MAKE_FORMS: Readonly<Record<string, string>> = { do: 'make', does: 'makes', did: 'made', doing: 'making', done: 'made' };
const NOUN_DETERMINERS = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that', 'these', 'those', 'some', 'any', 'no', 'many', 'much', 'big', 'good', 'bad', 'important', 'new', 'lots', 'of', 'more', 'less', 'fewer', 'the', 'same', 'wrong', 'right', 'final', 'quick']);

const WH_WORDS = new Set(['why', 'what', 'where', 'when', 'how', 'who', 'which', 'whose', 'and', 'or', 'but']);

/** do + a noun that takes make: "I need to do a decision" → "make a decision", "she did a mistake" → "made". */
export const makeDoRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const verb of tokens) {
    const wanted = MAKE_FORMS[verb.lower];
    const before = tokens[verb.index - 1];
    // An auxiliary do opens a question or follows a question word ("Did the noise stop?", "Why do your decisions…").
    if (!wanted || verb.clauseStart || (before && WH_WORDS.has(before.lower))) {
      continue;
    }
    let at = verb.index + 1;
    while (tokens[at] && NOUN_DETERMINERS.has(tokens[at]!.lower) && at - verb.index <= 3) {
      at += 1;
    }
    const noun = tokens[at];
    if (noun && MADE_NOUNS.has(noun.lower) && !tokens.slice(verb.index + 1, at + 1).some((token) => token.clauseStart) && adjacent(text, verb, tokens[verb.index + 1]!)) {
      findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, wanted), category: 'word_choice', explanation: 'makeDo', values: { noun: noun.text, verb: 'make' } });
    }
  }
  return findings;
};

/** Nouns that go with do, never with make as their verb: "make my homework" → "do my homework". */
const DONE_NOUNS = new Set(['homework', 'housework', 'exercise', 'exercises', 'sport', 'sports', 'yoga', 'research', 'business', 'shopping', 'laundry', 'ironing', 'dishes', 'favour', 'favor', 'best']);
const DO_FORMS: Readonly<Record<string, string>> = { make: 'do', makes: 'does', made: 'did', making: 'doing' };
/** What may follow the noun when make is its verb; anything else may be "make X easier" (make X + adjective), which is right. */
const AFTER_DONE_NOUN = new Set(['tonight', 'today', 'yesterday', 'tomorrow', 'now', 'later', 'first', 'together', 'again', 'every', 'at', 'in', 'after', 'before', 'with', 'for', 'on', 'and', 'but', 'because', 'then', 'alone', 'online', 'here', 'there', 'all', 'this', 'last', 'already', 'yet', 'too', 'quickly', 'properly']);
const PERFECT = new Set(['have', 'has', 'had', 'been', "i've", "you've", "we've", "they've", "he's", "she's"]);

/** make + a noun that takes do: "I have to make my homework" → "do my homework", "she made the dishes" → "did" ("make homework easier" is left alone). */
export const doNotMakeRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const verb of tokens) {
    const form = DO_FORMS[verb.lower];
    const next = tokens[verb.index + 1];
    if (!form || !next || !adjacent(text, verb, next)) {
      continue;
    }
    let at = verb.index + 1;
    while (tokens[at] && NOUN_DETERMINERS.has(tokens[at]!.lower) && at - verb.index <= 3) {
      at += 1;
    }
    const noun = tokens[at];
    const after = noun ? tokens[at + 1] : undefined;
    const ends = !after || after.clauseStart || AFTER_DONE_NOUN.has(after.lower);
    if (!noun || !DONE_NOUNS.has(noun.lower) || !ends || tokens.slice(verb.index + 1, at + 1).some((token) => token.clauseStart) || (noun.lower === 'best' && tokens[at - 1]?.lower === 'the')) {
      continue;
    }
    const before = tokens[verb.index - 1];
    const wanted = verb.lower === 'made' && before && PERFECT.has(before.lower.replace('’', "'")) ? 'done' : form;
    findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, wanted), category: 'word_choice', explanation: 'makeDo', values: { noun: noun.text, verb: 'do' } });
  }
  return findings;
};

/** Regular past forms learners build for irregular verbs ("goed", "buyed"), each with its real past. Real words ("seed", "singed", "payed") are left out. */
const OVERREGULARIZED: ReadonlyMap<string, { past: string; base: string }> = new Map(
  Object.entries(IRREGULAR_PAST)
    .filter(([, base]) => !['be', 'do', 'have', 'see', 'sing', 'pay', 'lie', 'fall', 'run'].includes(base))
    .flatMap(([past, base]) => {
      const regular = base.endsWith('e') ? [`${base}d`] : /[^aeiou][aeiou][bdgmnpt]$/.test(base) ? [`${base}ed`, `${base}${base.slice(-1)}ed`] : [`${base}ed`];
      return regular.map((form) => [form, { past, base }] as const);
    }),
);

/** A regular past built for an irregular verb: "I goed" → "I went", "she buyed" → "she bought". */
export const irregularPastRule: GrammarRule = ({ tokens }) =>
  tokens.flatMap((token) => {
    const entry = OVERREGULARIZED.get(token.lower);
    return entry ? [{ start: token.start, end: token.end, replacement: inCaseOf(token.text, entry.past), category: 'conjugation' as const, explanation: 'irregularPast' as const, values: { base: entry.base } }] : [];
  });

/** People and pets named with my/his/the…: singular nouns that are surely the subject when they open a clause. */
const SINGULAR_PEOPLE = new Set(['sister', 'brother', 'mother', 'father', 'mom', 'mum', 'dad', 'friend', 'boss', 'teacher', 'son', 'daughter', 'wife', 'husband', 'family', 'dog', 'cat', 'neighbour', 'neighbor', 'cousin', 'aunt', 'uncle', 'grandmother', 'grandfather', 'grandma', 'grandpa', 'girlfriend', 'boyfriend', 'roommate', 'colleague', 'partner', 'baby']);
const PEOPLE_DETERMINERS = new Set(['my', 'your', 'his', 'her', 'our', 'their', 'the', 'a']);

/** "My sister work in a hospital" → "works": a singular person opening the clause takes the third person. */
export const personSubjectRule: GrammarRule = ({ text, tokens }) => {
  const findings: Finding[] = [];
  for (const determiner of tokens) {
    const noun = tokens[determiner.index + 1];
    const verb = tokens[determiner.index + 2];
    if (!determiner.clauseStart || !PEOPLE_DETERMINERS.has(determiner.lower) || !noun || !verb || !SINGULAR_PEOPLE.has(noun.lower) || !adjacent(text, determiner, noun) || !adjacent(text, noun, verb)) {
      continue;
    }
    const entry = VERBS.forms.get(verb.lower)?.find((candidate) => !candidate.persons.includes('3s'));
    const wanted = entry ? VERBS.paradigm(entry.verb)?.[2] : undefined;
    if (wanted && !VERBS.forms.get(verb.lower)?.some((candidate) => candidate.persons.includes('3s'))) {
      findings.push({ start: verb.start, end: verb.end, replacement: inCaseOf(verb.text, wanted), category: 'conjugation', explanation: 'conjugation', values: { subject: `${determiner.text} ${noun.text}` } });
    }
  }
  return findings;
};

/** The English rules, surest first. */
export const ENGLISH_RULES: readonly GrammarRule[] = [personSubjectRule, irregularPastRule, englishAgeRule, beWithVerbRule, baseFormRule, sinceForRule, sincePerfectRule, makeDoRule, doNotMakeRule, aAnRule, englishConjugationRule, englishDoesntRule, uncountablePluralRule, doubleComparativeRule];
