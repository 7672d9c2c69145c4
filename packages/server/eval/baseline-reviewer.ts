import type { Correction } from '@parla/contract';
import { differsOnlyByAccents } from '../src/tutor/best-suggestion.js';
import type { SpellChecker } from '../src/tutor/spell-checker.js';
import type { MessageReviewer } from '../src/tutor/review/review-types.js';

/**
 * The feedback the embedded tutor gave before the reviewer, as a reviewer for comparison: the spell checker's
 * `check` (capitalised words skipped, at most three mistakes, any suggestion taken), silence counted as "no
 * mistakes" in every language. Suggestions come from today's worker, so ties may fall differently than they did.
 */
export function createBaselineReviewer(checker: SpellChecker): MessageReviewer {
  return {
    async review(request) {
      const report = await checker.check(request.targetLanguage, request.text);
      const corrections: Correction[] = [];
      for (const mistake of report.mistakes) {
        const at = new RegExp(`(?<![\\p{L}\\p{M}])${mistake.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{M}])`, 'u').exec(request.text);
        if (!at || !mistake.suggestion || corrections.some((correction) => correction.start === at.index)) {
          continue;
        }
        const caseOnly = mistake.suggestion.toLowerCase() === mistake.word.toLowerCase();
        const category = caseOnly ? 'capitalization' : differsOnlyByAccents(mistake.word, mistake.suggestion) ? 'accent' : 'spelling';
        corrections.push({ start: at.index, end: at.index + mistake.word.length, original: mistake.word, replacement: mistake.suggestion, category, explanation: '' });
      }
      corrections.sort((first, second) => first.start - second.start);
      // Its silence was praise of everything ("¡Genial, te entiendo muy bien!"): as if spelling and grammar had been checked.
      const checks = [{ kind: 'spelling', status: 'ran' }, { kind: 'grammar', status: 'ran' }] as const;
      return { corrected_text: request.text, corrections, better_phrasing: null, checks: [...checks], engine: 'embedded' };
    },
  };
}
