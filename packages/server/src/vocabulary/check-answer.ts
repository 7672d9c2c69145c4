import type { AnswerCheck, LanguageCode } from '@parla/contract';
import { judgeAnswer } from '../tutor/answer-match.js';

/**
 * Checks a typed answer to a recall, listen or fix-it card with the embedded tutor's drill checker (`judgeAnswer`):
 * case, punctuation and spacing never count, missing or wrong accents are accepted and reported, and one or two letters
 * off is `close` (not accepted). The card's answer is taken literally: brackets and bars are not pattern syntax here.
 */
export function checkAnswer(expected: string, answer: string, language: LanguageCode): AnswerCheck {
  const literal = expected.replace(/[[\]()|]/g, ' ');
  const judgement = judgeAnswer(literal, answer, language);
  return {
    verdict: judgement.verdict,
    correct: judgement.verdict === 'right',
    expected,
    accent_slips: judgement.accentSlips.map(([written, right]) => ({ written, expected: right })),
  };
}
