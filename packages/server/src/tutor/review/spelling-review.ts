import type { LanguageCode } from '@parla/contract';
import { differsOnlyByAccents, foldAccents } from '../best-suggestion.js';
import type { SpellingMistake } from '../spell-check-protocol.js';
import type { SpellChecker } from '../spell-checker.js';
import { isCapitalised, spellingTokens, type SpellingToken } from '../spelling-candidates.js';
import { isAccentHomograph, mayRestoreAccent } from './accent-homographs.js';
import { corpusCounts, type CorpusCounts } from './corpus-counts.js';
import { clearlyCommonest, FREQUENCY_MARGIN, frequencyRank, listedSpellings } from './frequency-spellings.js';
import { frequencyRanks } from '../../progress/word-frequency.js';
import { homographNoun } from './homograph-nouns.js';
import { introducedName } from './name-introductions.js';
import { doubledLetterSlips, splitCompounds } from './real-word-slips.js';
import { soundsAlike } from './sound-alike.js';
import type { Finding } from './finding.js';

/** A word: letters, inner apostrophes and hyphens. */
const WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;

/** The words of the tutor's recent turns, folded, for "never flag a word the tutor used". */
export function taughtWordSet(taughtWords: readonly string[]): Set<string> {
  return new Set(taughtWords.flatMap((phrase) => Array.from(phrase.matchAll(WORD), (match) => match[0].toLowerCase().replace(/['’-]+$/, ''))));
}

/** Languages whose nouns are capitalised, so a capitalised word inside a sentence is not taken for a name. */
const CAPITALISED_NOUNS: ReadonlySet<LanguageCode> = new Set(['de']);

/** Shortest capitalised word inside a sentence corrected by ordinary edits (shorter ones are often names not in the dictionary). */
const MIN_NOUN_EDIT_LETTERS = 6;

/**
 * What the spelling check found, or that it could not run. `undecided`: words the dictionary does not know whose
 * right spelling the check cannot tell ("naranjes": "naranjas" or "naranjos"?), so it cannot vouch for the message.
 */
export type SpellingOutcome = { status: 'ran'; findings: Finding[]; undecided: string[] } | { status: 'unavailable' };

/**
 * Spelling and accent mistakes of a message, only where the suggestion is sure: a slip (accent, doubled letter,
 * ß spelt out, capital) or a clear one-word winner of ordinary edits; a capitalised word inside a sentence may be
 * a name, so it is corrected only for a missing accent, or (German nouns) when long enough. Words the tutor used
 * are never flagged. Unavailable when the language has no dictionary, it did not load within `waitMs`, or most of
 * the text is in another language.
 */
export async function reviewSpelling(checker: SpellChecker, language: LanguageCode, text: string, taught: ReadonlySet<string>, waitMs: number): Promise<SpellingOutcome> {
  const all = spellingTokens(text).filter((token) => !taught.has(token.word.toLowerCase()));
  // The learner's name after "me llamo" is not sent at all (no dictionary has to know it, and working out suggestions
  // for an unknown word is the slow part of a check); a capitalised word inside a sentence, maybe a name, is checked
  // but says nothing of the text's language.
  const introduced = new Set(all.filter((token) => isCapitalised(token.word) && introducedName(language, text, token.start)).map((token) => token.word));
  const tokens = all.filter((token) => !introduced.has(token.word));
  const words = [...new Set(tokens.map((token) => token.word))];
  const names = tokens.filter((token) => token.capitalisedInside && !CAPITALISED_NOUNS.has(language)).map((token) => token.word);
  const report = await checker.checkWords(language, words, { waitMs, max: 40, names });
  if (!report || report.otherLanguage) {
    return { status: 'unavailable' };
  }
  const counts = corpusCounts(language);
  const findings: Finding[] = [];
  // A word the tutor's own texts use (slang such as "finde", a clipped form) is not misspelt, whatever the dictionary
  // says; its capital may still be missing (the texts are counted in lower case).
  const used = (mistake: SpellingMistake) => counts.count(mistake.word) > 0 && mistake.suggestion?.toLowerCase() !== mistake.word.toLowerCase();
  const mistakes = report.mistakes.filter((mistake) => !used(mistake)).map((mistake) => decidedBySound(language, decidedByCounts(mistake, counts)));
  const undecided: string[] = [];
  for (const mistake of mistakes) {
    const { suggestion, confidence } = mistake;
    if (!suggestion || !confidence || confidence === 'guess') {
      // Any other unknown word leaves the message unvouched for, a capitalised one (maybe a name) too: it is named.
      undecided.push(mistake.word);
      continue;
    }
    const caseOnly = suggestion.toLowerCase() === mistake.word.toLowerCase();
    const accentOnly = !caseOnly && differsOnlyByAccents(suggestion, mistake.word);
    if (!caseOnly && !accentOnly && swapsOneVowel(mistake.word, suggestion) && rareSuggestion(language, suggestion, counts)) {
      // "tamales" → "tamiles": a word the dictionary lacks (a dish, a loanword) is likelier right than a vowel slip
      // for a word nobody uses; "mangons" → "mangeons", "naranjes" → "naranjas" (a word the texts use) still corrected.
      undecided.push(mistake.word);
      continue;
    }
    for (const token of tokens.filter((candidate) => candidate.word === mistake.word)) {
      // A capitalised word inside a sentence is a name (or a German noun): corrected when long enough and the
      // suggestion is a German noun, or a name the tutor's own texts use ("Amsterdm" → "Amsterdam"; "Pernille" is
      // not "Penile").
      if (token.capitalisedInside && !accentOnly) {
        const known = isCapitalised(suggestion) && (CAPITALISED_NOUNS.has(language) || (confidence === 'edit' && !caseOnly && counts.count(suggestion) > 0));
        if (!known || (confidence === 'edit' && Array.from(token.word).length < MIN_NOUN_EDIT_LETTERS)) {
          undecided.push(token.word);
          continue;
        }
      }
      if (caseOnly) {
        const nounCapital = CAPITALISED_NOUNS.has(language) && isCapitalised(suggestion);
        findings.push({ start: token.start, end: token.end, replacement: suggestion, category: 'capitalization', explanation: nounCapital ? 'nounCapital' : 'capitalization' });
      } else {
        findings.push({ start: token.start, end: token.end, replacement: suggestion, category: accentOnly ? 'accent' : 'spelling', explanation: accentOnly ? 'accent' : 'spelling' });
      }
    }
  }
  if (language === 'tr') {
    const names = await turkishNameSuffixes(checker, tokens, report.mistakes, waitMs);
    findings.push(...names);
    const named = new Set(names.map((finding) => text.slice(finding.start, finding.end)));
    undecided.splice(0, undecided.length, ...undecided.filter((word) => !named.has(word)));
  }
  const misspelt = new Set(report.mistakes.map((mistake) => mistake.word));
  for (const token of tokens.filter((candidate) => !misspelt.has(candidate.word))) {
    const restored = restoredAccent(language, token, counts, text);
    if (restored === 'undecided') {
      undecided.push(token.word);
    } else {
      findings.push(...restored);
    }
  }
  // Slips that land on another accepted word: "un croisant", "Санкт Петербурге" (see real-word-slips.ts).
  const marked = (finding: Finding) => findings.some((other) => other.start < finding.end && finding.start < other.end);
  findings.push(...doubledLetterSlips(language, tokens, misspelt, counts).filter((finding) => !marked(finding)));
  findings.push(...(await splitCompounds(checker, language, text, tokens, counts, waitMs)).filter((finding) => !marked(finding)));
  return { status: 'ran', findings: findings.sort((first, second) => first.start - second.start), undecided };
}

/** Turkish case endings, longest first: a name takes them after an apostrophe ("İstanbul'da", "Ali'nin"). */
const TURKISH_ENDINGS = 'dan den tan ten nın nin nun nün yla yle da de ta te ya ye yı yi yu yü ın in un ün la le a e ı i u ü'.split(' ');

/**
 * Turkish names with a case ending written on without the apostrophe, and the capital İ typed as I
 * ("Istanbulda" → "İstanbul'da"): a capitalised word the dictionary does not know whose beginning is a name it knows.
 */
async function turkishNameSuffixes(checker: SpellChecker, tokens: readonly SpellingToken[], mistakes: readonly SpellingMistake[], waitMs: number): Promise<Finding[]> {
  const splits = mistakes
    .filter((mistake) => isCapitalised(mistake.word) && !mistake.word.includes("'"))
    .flatMap((mistake) =>
      TURKISH_ENDINGS.filter((ending) => mistake.word.endsWith(ending) && Array.from(mistake.word).length - ending.length >= 3).flatMap((ending) => {
        const name = mistake.word.slice(0, -ending.length);
        return [...new Set([name, name.replace(/^I/, 'İ')])].map((spelling) => ({ word: mistake.word, name: spelling, ending }));
      }),
    );
  if (splits.length === 0) {
    return [];
  }
  const report = await checker.checkWords('tr', [...new Set(splits.map((split) => split.name))], { waitMs, max: 40 });
  if (!report) {
    return [];
  }
  const unknown = new Set(report.mistakes.map((mistake) => mistake.word));
  const findings: Finding[] = [];
  for (const word of new Set(splits.map((split) => split.word))) {
    const known = splits.find((split) => split.word === word && !unknown.has(split.name));
    for (const token of known ? tokens.filter((candidate) => candidate.word === word) : []) {
      findings.push({ start: token.start, end: token.end, replacement: `${known?.name ?? ''}'${known?.ending ?? ''}`, category: 'spelling', explanation: 'spelling' });
    }
  }
  return findings;
}

const VOWELS = /^[aeiouy]$/;

/** Whether two words differ in one letter only, a plain vowel for another ("tamales", "tamiles"). */
function swapsOneVowel(written: string, suggestion: string): boolean {
  const first = Array.from(written.toLowerCase());
  const second = Array.from(suggestion.toLowerCase());
  const differing = first.map((letter, index) => [letter, second[index] ?? ''] as const).filter(([one, other]) => one !== other);
  return first.length === second.length && differing.length === 1 && differing.every(([one, other]) => VOWELS.test(one) && VOWELS.test(other));
}

/**
 * Whether a suggestion is a word learners hardly mean: neither it nor (for a plural) its singular is among its
 * language's 10,000 most frequent words or in the tutor's texts. False for a language without a list.
 */
function rareSuggestion(language: LanguageCode, suggestion: string, counts: CorpusCounts): boolean {
  const lower = suggestion.toLocaleLowerCase(language);
  // A plural counts as its singular ("naranjas": "naranja", rank 4,350; "tamiles": "tamil", unlisted).
  const forms = [lower, ...(/s$/.test(lower) ? [lower.slice(0, -1)] : []), ...(/es$/.test(lower) ? [lower.slice(0, -2)] : [])];
  const known = forms.some((form) => counts.count(form) > 0 || Number.isFinite(frequencyRank(language, form)));
  return !known && frequencyRanks(language) !== null;
}

/** Least count of the accented spelling in the tutor's texts before a word the dictionary accepts is restored to it. */
const MIN_ACCENTED_COUNT = 1;

/** Whether `accented` is `written` with marks added and none taken away or changed ("maça" → "maçã", not "acheté" → "achète"). */
function onlyAddsMarks(written: string, accented: string): boolean {
  const letters = Array.from(written.toLowerCase());
  const marked = Array.from(accented.toLowerCase());
  return differsOnlyByAccents(written, accented) && letters.every((letter, index) => letter === marked[index] || letter === foldAccents(marked[index] ?? ''));
}

/**
 * A word missing an accent that the dictionary accepts but the tutor's texts only ever write with one ("musica" → "música",
 * "Osterreich" → "Österreich"), unless both spellings are words of their own (see `mayRestoreAccent`). A
 * capitalised word inside a sentence is a name, left alone, except a German noun.
 */
function restoredAccent(language: LanguageCode, token: SpellingToken, counts: CorpusCounts, text: string): Finding[] | 'undecided' {
  if ((token.capitalisedInside && !CAPITALISED_NOUNS.has(language)) || counts.count(token.word) > 0) {
    return [];
  }
  const previous = /(\p{L}+)\s+$/u.exec(text.slice(0, token.start))?.[1];
  if (isAccentHomograph(language, token.word)) {
    // A rare homograph after a determiner is the accented noun ("o meu avo" → "avô"), or, unsure, not vouched for.
    const noun = homographNoun(language, token.word, previous, onlyAddsMarks);
    if (noun === undefined || noun === 'undecided') {
      return noun ?? [];
    }
    return [{ start: token.start, end: token.end, replacement: isCapitalised(token.word) ? noun.replacement.charAt(0).toUpperCase() + noun.replacement.slice(1) : noun.replacement, category: 'accent', explanation: 'accent' }];
  }
  const [used] = counts.spellingsOf(foldAccents(token.word));
  const accented = used && counts.count(used) >= MIN_ACCENTED_COUNT ? used : commonerAccented(language, token.word, previous);
  if (!accented || !onlyAddsMarks(token.word, accented) || !mayRestoreAccent(language, token.word, accented) || wordOfItsOwn(language, token.word, accented)) {
    return [];
  }
  const replacement = isCapitalised(token.word) ? accented.charAt(0).toUpperCase() + accented.slice(1) : accented;
  return [{ start: token.start, end: token.end, replacement, category: 'accent', explanation: 'accent' }];
}

/**
 * Whether the word as written is a frequent word of its own beside the accented one, both in the language's list and
 * the accented one not {@link FREQUENCY_MARGIN} times as frequent: Swedish "sa" (said, rank 75) and "så" (23), Russian
 * "мои" (192) and "мой" (78), "еще" (63) and "ещё" (105). Only the sentence could tell; "musica" (6,866) is still
 * "música" (773).
 */
function wordOfItsOwn(language: LanguageCode, written: string, accented: string): boolean {
  const writtenRank = frequencyRank(language, written);
  const accentedRank = frequencyRank(language, accented);
  return Number.isFinite(writtenRank) && Number.isFinite(accentedRank) && writtenRank < accentedRank * FREQUENCY_MARGIN;
}

/** Languages whose subtitle word lists keep their accents, so that they can tell "mamá" from "mama". */
const ACCENTED_LISTS: ReadonlySet<LanguageCode> = new Set(['es', 'pt', 'it', 'de']);

/** Possessive determiners: after one comes a noun ("mi mamá", not "mi mama"). */
const POSSESSIVES: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  es: new Set(['mi', 'tu', 'su', 'mis', 'tus', 'sus', 'nuestro', 'nuestra', 'vuestro', 'vuestra']),
  pt: new Set(['meu', 'minha', 'teu', 'tua', 'seu', 'sua', 'nosso', 'nossa', 'meus', 'minhas']),
  it: new Set(['mio', 'mia', 'tuo', 'tua', 'suo', 'sua', 'nostro', 'nostra', 'vostro', 'vostra']),
  de: new Set(['mein', 'meine', 'dein', 'deine', 'sein', 'seine', 'ihr', 'ihre', 'unser', 'unsere', 'euer', 'eure']),
};

/**
 * The accented spelling of a word that is right both ways when the word lists make it far the likelier: "irma" →
 * "irmã" (rank 466; "irma" unlisted); a common word of its own only after a possessive, where a noun is due ("mi mama"
 * → "mi mamá", rank 214 against 1,384; "el papa" stays). "esta"/"está" and verb-form pairs stay with the context rules
 * (`mayRestoreAccent`).
 */
function commonerAccented(language: LanguageCode, word: string, previous: string | undefined): string | undefined {
  if (!ACCENTED_LISTS.has(language)) {
    return undefined;
  }
  const lower = word.toLocaleLowerCase(language);
  const accented = listedSpellings(language, lower).find((spelling) => spelling !== lower && onlyAddsMarks(lower, spelling));
  const writtenRank = frequencyRank(language, lower);
  const afterPossessive = previous !== undefined && POSSESSIVES[language]?.has(previous.toLocaleLowerCase(language)) === true;
  if (accented === undefined || (Number.isFinite(writtenRank) && !afterPossessive)) {
    return undefined;
  }
  return frequencyRank(language, accented) * FREQUENCY_MARGIN <= writtenRank ? accented : undefined;
}

/**
 * A guess made sure by how it sounds and how common it is: of the dictionary's equally close candidates, those one
 * sound-alike letter away ("хлеп": "хлеб", a final consonant devoiced; "чяй": "чай", я written after ч), the one the
 * word lists make clearly the likeliest, taken as an ordinary edit.
 */
function decidedBySound(language: LanguageCode, mistake: SpellingMistake): SpellingMistake {
  if (mistake.confidence !== 'guess' || !mistake.alternatives || Array.from(mistake.word).length < MIN_SOUND_LETTERS) {
    return mistake;
  }
  const alike = mistake.alternatives.filter((candidate) => soundsAlike(language, mistake.word, candidate));
  const chosen = clearlyCommonest(language, alike);
  return chosen ? { word: mistake.word, suggestion: chosen, confidence: 'edit' } : mistake;
}

/** Shortest misspelt word decided by its sound ("чяй"). */
const MIN_SOUND_LETTERS = 3;

/** Shortest misspelt word whose guess word counts may decide (shorter ones have too many neighbours: "peli" is not "pelo"). */
const MIN_DECIDED_LETTERS = 5;

/**
 * A guess made sure by word counts: of the dictionary's equally close candidates with the word's first letter, the
 * only one the tutor's texts use ("Schuhle": "Schule", not "Schuhe"), taken as an ordinary edit.
 */
function decidedByCounts(mistake: SpellingMistake, counts: CorpusCounts): SpellingMistake {
  if (mistake.confidence !== 'guess' || !mistake.alternatives || Array.from(mistake.word).length < MIN_DECIDED_LETTERS) {
    return mistake;
  }
  const first = foldAccents(mistake.word).charAt(0);
  // A plural counts as used when its singular is ("naranjas": "naranja").
  const usage = (candidate: string) => counts.count(candidate) + (/s$/.test(candidate) ? counts.count(candidate.slice(0, -1)) : 0);
  const used = mistake.alternatives.filter((candidate) => foldAccents(candidate).charAt(0) === first && !/[\s-]/.test(candidate) && usage(candidate) > 0);
  return used.length === 1 && used[0] ? { word: mistake.word, suggestion: used[0], confidence: 'edit' } : mistake;
}
