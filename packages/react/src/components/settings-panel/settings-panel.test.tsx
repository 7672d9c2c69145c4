import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, apiError, json } from '@parla/test-utils';
import { renderWithSession } from '../../test-utils/render-with-session.js';
import { createTestSession } from '../../test-utils/test-session.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { SettingsPanel } from './settings-panel.js';

const PROFILE = '/api/v1/auth/profile/';

async function setUp() {
  const user = aUser();
  const test = await createTestSession({ user });
  let stored = user;
  test.api.on('PATCH', PROFILE, (request) => {
    const body = request.body as { preferences: Record<string, unknown> };
    stored = { ...stored, preferences: { ...stored.preferences, ...body.preferences } };
    return json(stored);
  });
  renderWithSession(
    <>
      <SettingsPanel />
      <Snackbar />
    </>,
    test.session,
  );
  return test;
}

describe('SettingsPanel', () => {
  it('lists the 10 interface languages by their native names', async () => {
    await setUp();
    const options = screen.getAllByRole('option').map((option) => option.textContent);

    expect(options).toEqual(['English', 'Español', 'Français', 'Deutsch', 'Italiano', 'Português', '日本語', '한국어', '中文', 'Українська']);
  });

  it('saves language, theme, speed and voice through updatePreferences, applies them and toasts the §8 success', async () => {
    const { api, session } = await setUp();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    fireEvent.change(screen.getByLabelText('Playback speed'), { target: { value: '1.5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Preferences updated successfully'));
    expect(api.calls('PATCH', PROFILE).at(-1)?.body).toEqual({ preferences: { ui_language: 'en', theme: 'dark', playback_speed: 1.5, voice_preference: 'male', auto_play_replies: false } });
    expect(session.theme.$theme.get()).toBe('dark');
    expect(session.profile.$preferences.get()?.voice_preference).toBe('male');
  });

  it('turns auto-play on with the keyboard (off by default) and saves it with the rest', async () => {
    const { api, session } = await setUp();
    const autoPlay = screen.getByRole('checkbox', { name: 'Read the tutor’s replies aloud as they arrive' });
    expect((autoPlay as HTMLInputElement).checked).toBe(false);

    autoPlay.focus();
    await userEvent.keyboard(' ');
    expect((autoPlay as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(session.profile.$preferences.get()?.auto_play_replies).toBe(true));
    expect(api.calls('PATCH', PROFILE).at(-1)?.body).toMatchObject({ preferences: { auto_play_replies: true } });
  });

  it('follows a theme and language chosen elsewhere while it is open (the header), and saves once', async () => {
    const { api, session } = await setUp();

    act(() => {
      session.theme.cycleTheme();
      session.locale.setLocale('es');
    });

    expect(await screen.findByRole('radio', { name: 'Oscuro' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'es');
    await waitFor(() => expect(api.calls('PATCH', PROFILE)).toHaveLength(2));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('writes the playback speed as the chat drawer does: "1×", "1.5×", no forced decimals', async () => {
    await setUp();
    const slider = screen.getByLabelText<HTMLInputElement>('Playback speed');
    expect(slider.getAttribute('aria-valuetext')).toBe('1×');
    expect(screen.getByText('1×')).toBeTruthy();

    fireEvent.change(slider, { target: { value: '1.5' } });

    expect(slider.getAttribute('aria-valuetext')).toBe('1.5×');
    expect(screen.getByText('1.5×')).toBeTruthy();
  });

  it('keeps the playback speed within 0.5–2', async () => {
    await setUp();
    const slider = screen.getByLabelText<HTMLInputElement>('Playback speed');

    expect(slider.min).toBe('0.5');
    expect(slider.max).toBe('2');
    fireEvent.change(slider, { target: { value: '3' } });
    expect(Number(slider.value)).toBeLessThanOrEqual(2);
  });

  it('switches the interface language as soon as it is chosen, as the header picker does, and saves it quietly', async () => {
    const { api, session } = await setUp();
    await userEvent.selectOptions(screen.getByLabelText('Interface language'), 'de');

    expect(session.locale.$locale.get()).toBe('de');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeTruthy();
    await waitFor(() => expect(api.calls('PATCH', PROFILE).map((call) => call.body)).toEqual([{ preferences: { ui_language: 'de' } }]));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('switches the theme as soon as it is chosen, as the header button does', async () => {
    const { session } = await setUp();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));

    expect(session.theme.$theme.get()).toBe('dark');
  });

  it('confirms a save while signed out, in the interface language (it said nothing)', async () => {
    const test = await createTestSession({ user: null });
    renderWithSession(
      <>
        <SettingsPanel />
        <Snackbar />
      </>,
      test.session,
    );
    await userEvent.selectOptions(screen.getByLabelText('Interface language'), 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar ajustes' }));

    expect((await screen.findByRole('status')).textContent).toContain('Guardado en este dispositivo.');
    expect(test.session.locale.$locale.get()).toBe('es');
    expect(test.api.calls('PATCH', PROFILE)).toHaveLength(0);
  });

  it('titles the page with an h1 when it is the page, an h2 by default', async () => {
    const test = await createTestSession({ user: null });
    const { unmount } = renderWithSession(<SettingsPanel titleAs="h1" />, test.session);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    unmount();
    renderWithSession(<SettingsPanel />, test.session);
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeTruthy();
  });

  it('toasts the failure and rolls the preferences back when saving fails', async () => {
    const { api, session } = await setUp();
    api.on('PATCH', PROFILE, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error'));
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Server error. Please try again later.');
    expect(session.profile.$preferences.get()?.voice_preference).toBe('female');
  });
});
