// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MISSPELT_SENTENCE, aReviewedMessage, checksUnavailableReview, manyCorrectionsReview, noMistakesReview, uncheckedWordsReview } from '../../stories-support/review-fixtures.js';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { MessageBubble } from './message-bubble.js';
import '../../test-utils/render-with-session.js';

describe('MessageBubble accessibility (axe-core)', () => {
  it.each([
    ['many corrections', aReviewedMessage('m1', MISSPELT_SENTENCE, manyCorrectionsReview)],
    ['no mistakes', aReviewedMessage('m2', 'Muy bien, gracias.', noMistakesReview)],
    ['checks unavailable', aReviewedMessage('m3', 'Muy bien, gracias.', checksUnavailableReview)],
    ['words spelling could not judge', aReviewedMessage('m4', 'Compré unas naranjes y unos zapatis.', uncheckedWordsReview)],
  ])('has no serious or critical violation with a review of %s', async (_case, message) => {
    const { container } = render(<MessageBubble message={message} />);

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('has no serious or critical violation with the explanations open', async () => {
    const { container } = render(<MessageBubble message={aReviewedMessage('m1', MISSPELT_SENTENCE, manyCorrectionsReview)} />);
    act(() => {
      screen.getByRole('button', { name: 'Why?' }).click();
    });
    // The explanations load on demand: check them once they are there.
    await screen.findByText(/^More natural:/);

    expect(await seriousViolations(container)).toEqual([]);
  });
});
