import { UNCHECKED_WORD_MAX_LENGTH, UNCHECKED_WORDS_MAX } from '@parla/contract';
import { sharedSpellChecker, type SpellChecker } from '../spell-checker.js';
import { applyCorrections, nonOverlapping } from './apply-corrections.js';
import { explain } from './explanations.js';
import type { Finding } from './finding.js';
import { ELIDING_LANGUAGES, GRAMMAR_LEXICONS, GRAMMAR_RULES } from './grammar/grammar-rules.js';
import { tokenize } from './review-tokens.js';
import type { Correction, MessageReview, MessageReviewer, ReviewCheck, ReviewRequest } from './review-types.js';
import { reviewSpelling, taughtWordSet } from './spelling-review.js';

/** Options of the embedded reviewer. */
export interface EmbeddedReviewerOptions {
  /** The spell checker. Default: the process-wide one (`sharedSpellChecker`). */
  spellChecker?: SpellChecker;
  /** Longest wait for a dictionary still loading before spelling is reported unavailable, in ms. Default 2000. */
  dictionaryWaitMs?: number;
}

function toCorrection(text: string, finding: Finding, request: ReviewRequest): Correction {
  const original = text.slice(finding.start, finding.end);
  return {
    start: finding.start,
    end: finding.end,
    original,
    replacement: finding.replacement,
    category: finding.category,
    explanation: explain(finding.explanation, request.nativeLanguage, { right: finding.replacement, wrong: original, ...finding.values }),
  };
}

/** Whether a finding changes a word the tutor itself used (never flagged). */
function touchesTaughtWord(text: string, finding: Finding, taught: ReadonlySet<string>): boolean {
  const original = text.slice(finding.start, finding.end).toLowerCase();
  return original.split(/\s+/).length === 1 && taught.has(original);
}

/**
 * The words spelling could not judge, as the learner wrote them, once each and at most {@link UNCHECKED_WORDS_MAX}:
 * not those a correction already changes (a grammar rule knew "goed").
 */
function uncheckedWords(undecided: readonly string[], corrections: readonly Correction[]): string[] {
  const corrected = new Set(corrections.flatMap((correction) => correction.original.split(/\s+/)));
  return [...new Set(undecided)].filter((word) => !corrected.has(word) && word.length <= UNCHECKED_WORD_MAX_LENGTH).slice(0, UNCHECKED_WORDS_MAX);
}

/**
 * The reviewer that runs inside the server, with no network and no model: spelling and accents from the
 * Hunspell dictionaries (a dictionary still loading is awaited up to `dictionaryWaitMs`, then reported
 * unavailable), and rule-based grammar checks where the target language has them. `checks` says which ran: spelling
 * when its dictionary answered and every word it did not know was corrected (otherwise `unavailable`, listing in
 * `unchecked_words` the words it could not judge); grammar always `unavailable`, since rules for the frequent slips cannot vouch for a
 * whole sentence, so only "no spelling mistakes" is ever claimed.
 *
 * @example
 * const reviewer = createEmbeddedReviewer();
 * const review = await reviewer.review({ text: 'Quiero un cafe.', targetLanguage: 'es', nativeLanguage: 'en', level: 'beginner', mode: 'roleplay', taughtWords: [] }, signal);
 * review.corrected_text; // 'Quiero un café.'
 */
export function createEmbeddedReviewer(options: EmbeddedReviewerOptions = {}): MessageReviewer {
  const dictionaryWaitMs = options.dictionaryWaitMs ?? 2000;
  return {
    async review(request, signal) {
      signal.throwIfAborted();
      const { text, targetLanguage } = request;
      const taught = taughtWordSet(request.taughtWords);
      const rules = GRAMMAR_RULES[targetLanguage];
      // A grammar lexicon still loading is awaited like a dictionary, at most `dictionaryWaitMs`.
      const lexicon = GRAMMAR_LEXICONS[targetLanguage];
      if (lexicon) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([lexicon(), new Promise((resolve) => (timer = setTimeout(resolve, dictionaryWaitMs)))]).finally(() => clearTimeout(timer));
        signal.throwIfAborted();
      }
      const tokens = tokenize(text, ELIDING_LANGUAGES.has(targetLanguage));
      const grammarFindings = rules ? rules.flatMap((rule) => rule({ text, tokens })) : [];
      const spelling = await reviewSpelling(options.spellChecker ?? sharedSpellChecker(), targetLanguage, text, taught, dictionaryWaitMs);
      signal.throwIfAborted();
      const spellingFindings = spelling.status === 'ran' ? spelling.findings : [];
      // Grammar first where both touch a word: rules match known words only, or name the error better ("goed" → "went", not a guess).
      const findings = [...grammarFindings, ...spellingFindings].filter((finding) => !touchesTaughtWord(text, finding, taught));
      const corrections = nonOverlapping(findings.map((finding) => toCorrection(text, finding, request)));
      // Grammar is never claimed as checked: the rules cover the most frequent slips only, so a message they pass may
      // still hold a grammar mistake. Their corrections are given; "no grammar mistakes" is not (see the README).
      // A word the dictionary does not know and the check cannot correct ("naranjes") leaves spelling unvouched for:
      // never "no spelling mistakes" then.
      const vouched = spelling.status === 'ran' && spelling.undecided.length === 0;
      // It still ran on every other word: the learner is told which words it could not judge, not "not reviewed".
      const unchecked = spelling.status === 'ran' ? uncheckedWords(spelling.undecided, corrections) : [];
      const checks: ReviewCheck[] = [
        { kind: 'spelling', status: vouched ? 'ran' : 'unavailable', ...(unchecked.length > 0 ? { unchecked_words: unchecked } : {}) },
        { kind: 'grammar', status: 'unavailable' },
      ];
      return { corrected_text: applyCorrections(text, corrections), corrections, better_phrasing: null, checks, engine: 'embedded' } satisfies MessageReview;
    },
  };
}
