import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json } from '@parla/test-utils';
import { seriousViolations } from '../../test-utils/run-axe.js';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { AutoPlayToggle } from './auto-play-toggle.js';

const PROFILE = '/api/v1/auth/profile/';

async function setUp(locale?: 'de') {
  const user = aUser();
  const test = await createTestSession({ user });
  let stored = user;
  test.api.on('PATCH', PROFILE, (request) => {
    const body = request.body as { preferences: Record<string, unknown> };
    stored = { ...stored, preferences: { ...stored.preferences, ...body.preferences } };
    return json(stored);
  });
  if (locale) {
    test.session.locale.setLocale(locale);
  }
  const { container } = renderWithSession(<AutoPlayToggle />, test.session);
  return { ...test, container };
}

describe('AutoPlayToggle', () => {
  it('is an unpressed toggle button while auto-play is off; Enter turns the learner’s preference on, and again off', async () => {
    const { api, session, container } = await setUp();
    const button = screen.getByRole('button', { name: 'Read replies aloud' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(await seriousViolations(container)).toEqual([]);

    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(session.profile.$preferences.get()?.auto_play_replies).toBe(true);
    expect(api.calls('PATCH', PROFILE).at(-1)?.body).toEqual({ preferences: { auto_play_replies: true } });

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(api.calls('PATCH', PROFILE).at(-1)?.body).toEqual({ preferences: { auto_play_replies: false } });
  });

  it('is named in the interface language', async () => {
    await setUp('de');
    expect(await screen.findByRole('button', { name: 'Antworten vorlesen' })).toBeTruthy();
  });
});
