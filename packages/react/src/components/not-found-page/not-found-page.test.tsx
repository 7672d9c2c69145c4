import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { NotFoundPage } from './not-found-page.js';

describe('NotFoundPage', () => {
  it('says the page was not found and links home', async () => {
    const { session } = await createTestSession();
    renderWithSession(<NotFoundPage />, session);

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it("uses the app's own home link", async () => {
    const { session } = await createTestSession();
    renderWithSession(<NotFoundPage homeLink={<a href="/#top">Home</a>} />, session);

    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/#top');
    expect(screen.queryByRole('link', { name: 'Back to home' })).toBeNull();
  });
});
