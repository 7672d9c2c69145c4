import type { Finding } from '../finding.js';
import { ENGLISH_VERBS, indexVerbs, PERSONS, type Person } from '../lexicon/verb-tables.js';
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

/** Subject–verb agreement of the frequent verbs: "he go" → "he goes", "they is" → "they are" (not after does, can, to…). */
export const englishConjugationRule = conjugationRule(ENGLISH_VERBS, {
  notAfter: ['let', 'make', 'makes', 'made', 'help', 'helps', 'see', 'saw', 'watch', 'hear', 'heard', 'have', 'has', 'had', 'like', 'want', 'love', 'for', 'to', 'with', 'about', 'at', 'of', 'from', 'than', 'and', 'or'],
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

/** The English rules, surest first. */
export const ENGLISH_RULES: readonly GrammarRule[] = [beWithVerbRule, baseFormRule, aAnRule, englishConjugationRule];
