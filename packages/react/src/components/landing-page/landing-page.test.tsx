import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { LandingPage } from './landing-page.js';

describe('LandingPage', () => {
  it('has one main heading, the §1 claims and the default calls to action', async () => {
    const { session } = await createTestSession();
    renderWithSession(<LandingPage />, session);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('10+ languages')).toBeTruthy();
    expect(screen.getByText('10,000+ learners')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Start learning for free' })[0]?.getAttribute('href')).toBe('/register');
  });

  it('presents the 9 learning modes and the 4 voice features', async () => {
    const { session } = await createTestSession();
    renderWithSession(<LandingPage />, session);

    const modes = screen.getByRole('region', { name: 'Nine ways to learn' });
    expect(within(modes).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Translation', 'Grammar', 'Vocabulary', 'Roleplay', 'Free conversation', 'Storytelling', 'Cultural context', 'Idioms', 'Slang',
    ]);
    const voice = screen.getByRole('region', { name: 'Practise out loud' });
    expect(within(voice).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Speech to text', 'Replies read aloud', 'Pronunciation feedback', 'Listening exercises',
    ]);
  });

  it('promises no "natural voices": the only local speech engine (espeak-ng) sounds synthetic', async () => {
    const { session } = await createTestSession();
    const { container } = renderWithSession(<LandingPage />, session);

    expect(container.textContent?.toLowerCase()).not.toContain('natural voice');
  });

  it('uses the given calls to action, and is translated', async () => {
    const { session } = await createTestSession();
    session.locale.setLocale('fr');
    renderWithSession(<LandingPage actions={<a href="/signup">Go</a>} />, session);

    // The page shows once the French messages are there, never in English first.
    expect(await screen.findByText('Plus de 10 langues')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Go' })).toHaveLength(2);
  });
});
