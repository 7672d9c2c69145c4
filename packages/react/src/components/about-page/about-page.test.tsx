import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { AboutPage } from './about-page.js';

describe('AboutPage', () => {
  it('explains Parla, how it works in three steps, voice practice and data rights', async () => {
    const { session } = await createTestSession();
    renderWithSession(<AboutPage />, session);

    expect(screen.getByRole('heading', { level: 1, name: 'About Parla' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Voice practice' })).toBeTruthy();
    expect(screen.getByText(/export everything we store about you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start learning for free' }).getAttribute('href')).toBe('/register');
  });
});
