import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { oneCorrectionReview } from '../../stories-support/review-fixtures.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { MessageCorrections } from './message-corrections.js';

// The "Why?" panel's contents load on demand; here their code cannot be downloaded.
// (Reading the export throws the browser's error, so the import's promise rejects with it as is.)
vi.mock('./review-explanations.js', () => ({
  get ReviewExplanations(): never {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/review-explanations.js');
  },
}));

describe('MessageCorrections when the explanations cannot load', () => {
  it('keeps the review and says in the panel that the part could not be loaded', async () => {
    const { session } = await createTestSession();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSession(<MessageCorrections review={oneCorrectionReview} />, session);

    act(() => {
      screen.getByRole('button', { name: 'Why?' }).click();
    });

    const panel = screen.getByRole('region', { name: 'Explanations' });
    expect(await within(panel).findByRole('alert')).toBeTruthy();
    expect(screen.getByText('1 correction')).toBeTruthy();
    expect(screen.getByText('Correction: “tengo” instead of “tiengo” — spelling.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
