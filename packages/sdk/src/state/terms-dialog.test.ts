import { describe, expect, it, vi } from 'vitest';
import type { User } from '@parla/contract';
import { memoryStorage } from '../ports.js';
import { createSession } from './create-session.js';
import { createProfileStore } from './profile-store.js';
import { createSnackbarStore } from './snackbar-store.js';
import { createTermsDialog } from './terms-dialog.js';
import { aUser, apiError, fakeApi, json, online, testClient, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';

const ACCEPT_PATH = '/api/v1/auth/accept-terms/';
const LOGOUT_PATH = '/api/v1/auth/logout/';
const accepted = { message: 'Terms accepted.', terms_accepted: true, terms_version: '1.0', terms_accepted_at: '2025-01-15T10:00:00.000Z' };

function serverFor(user: User): FakeApi {
  const api = fakeApi();
  api.on('GET', '/api/v1/auth/profile/', () => json(user));
  api.on('POST', ACCEPT_PATH, () => json(accepted));
  api.on('POST', LOGOUT_PATH, () => json({ message: 'Logged out.' }));
  return api;
}

async function signedInSession(api: FakeApi) {
  const { client } = testClient(api, { tokens: validTokens() });
  const navigate = vi.fn<(path: string) => void>();
  const logger = { error: vi.fn(), info: vi.fn() };
  const session = createSession({ client, storage: memoryStorage(), navigate, logger, connectivity: online, languages: [] });
  await session.start();
  return { session, navigate, logger };
}

const notAccepted = aUser({ terms_accepted: false, terms_accepted_at: null, terms_version: null });

describe('the terms dialog rule', () => {
  it.each(['NewConversation', 'Chat', 'Settings'])('shows the dialog on %s when the terms are not accepted', async (route) => {
    const { session } = await signedInSession(serverFor(notAccepted));

    session.terms.evaluateTermsDialog(route);

    expect(session.auth.$auth.get().showTermsDialog).toBe(true);
    expect(session.terms.$termsDialog.get().open).toBe(true);
  });

  it.each(['Home', 'Profile', 'About', 'Admin', null])('does not show it on %s', async (route) => {
    const { session } = await signedInSession(serverFor(notAccepted));

    session.terms.evaluateTermsDialog(route);

    expect(session.auth.$auth.get().showTermsDialog).toBe(false);
    expect(session.terms.$termsDialog.get().open).toBe(false);
  });

  it('does not show it when the terms are accepted', async () => {
    const { session } = await signedInSession(serverFor(aUser({ terms_accepted: true })));

    session.terms.evaluateTermsDialog('Chat');

    expect(session.auth.$auth.get().showTermsDialog).toBe(false);
    expect(session.terms.$termsDialog.get().open).toBe(false);
  });

  it('does not show it when signed out', async () => {
    const api = fakeApi();
    const { client } = testClient(api);
    const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [] });

    session.terms.evaluateTermsDialog('Chat');

    expect(session.terms.$termsDialog.get().open).toBe(false);
  });

  it('opens when the profile arrives after the route is known', async () => {
    const api = serverFor(notAccepted);
    const { client } = testClient(api, { tokens: validTokens() });
    const session = createSession({ client, storage: memoryStorage(), connectivity: online, languages: [] });
    session.terms.evaluateTermsDialog('Settings');
    expect(session.terms.$termsDialog.get().open).toBe(false);

    await session.start();

    expect(session.terms.$termsDialog.get()).toEqual({ open: true, checked: false, accepting: false });
  });

  it('closes when the learner navigates to a route without the rule', async () => {
    const { session } = await signedInSession(serverFor(notAccepted));
    session.terms.evaluateTermsDialog('Chat');

    session.terms.evaluateTermsDialog('Profile');

    expect(session.terms.$termsDialog.get().open).toBe(false);
  });
});

describe('each time the dialog opens', () => {
  it('starts with the checkbox unticked', async () => {
    const { session } = await signedInSession(serverFor(notAccepted));
    session.terms.evaluateTermsDialog('Chat');
    session.terms.setChecked(true);
    expect(session.terms.$termsDialog.get().checked).toBe(true);
    session.terms.dismiss();

    session.terms.evaluateTermsDialog('Settings');

    expect(session.terms.$termsDialog.get()).toEqual({ open: true, checked: false, accepting: false });
  });
});

describe('when the learner accepts the terms', () => {
  it('does nothing until the checkbox is ticked', async () => {
    const api = serverFor(notAccepted);
    const { session } = await signedInSession(api);
    session.terms.evaluateTermsDialog('Chat');

    expect(await session.terms.accept()).toBe(false);

    expect(api.calls('POST', ACCEPT_PATH)).toHaveLength(0);
    expect(session.terms.$termsDialog.get().open).toBe(true);
  });

  it('shows a spinner while accepting', async () => {
    const api = serverFor(notAccepted);
    let answer: (response: Response) => void = () => undefined;
    api.on('POST', ACCEPT_PATH, () => new Promise<Response>((resolve) => (answer = resolve)));
    const { session } = await signedInSession(api);
    session.terms.evaluateTermsDialog('Chat');
    session.terms.setChecked(true);

    const accepting = session.terms.accept();

    expect(session.terms.$termsDialog.get()).toEqual({ open: true, checked: true, accepting: true });
    await vi.waitFor(() => expect(api.calls('POST', ACCEPT_PATH)).toHaveLength(1));
    answer(json(accepted));
    await accepting;
    expect(session.terms.$termsDialog.get().accepting).toBe(false);
  });

  it('updates the profile, closes the dialog and confirms', async () => {
    const api = serverFor(notAccepted);
    const { session } = await signedInSession(api);
    session.terms.evaluateTermsDialog('Chat');
    session.terms.setChecked(true);

    expect(await session.terms.accept()).toBe(true);

    expect(session.profile.$profile.get()).toMatchObject({ terms_accepted: true, terms_version: '1.0' });
    expect(session.auth.$auth.get().showTermsDialog).toBe(false);
    expect(session.terms.$termsDialog.get().open).toBe(false);
    expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'success', key: 'terms.acceptSuccess', text: 'Terms accepted successfully' });
  });

  it('keeps the dialog open, logs the error and shows the accept-error text when it fails', async () => {
    const api = serverFor(notAccepted);
    api.on('POST', ACCEPT_PATH, () => apiError(500, 'Server error. Please try again later.'));
    const { session, logger } = await signedInSession(api);
    session.terms.evaluateTermsDialog('Chat');
    session.terms.setChecked(true);

    expect(await session.terms.accept()).toBe(false);

    expect(session.terms.$termsDialog.get()).toEqual({ open: true, checked: true, accepting: false });
    expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'error', key: 'terms.acceptError', text: 'Failed to accept terms' });
    expect(logger.error).toHaveBeenCalled();
    expect(session.profile.$profile.get()?.terms_accepted).toBe(false);
  });
});

describe('when the learner declines the terms', () => {
  it('unticks, closes, logs out and warns', async () => {
    const api = serverFor(notAccepted);
    const { session, navigate } = await signedInSession(api);
    session.terms.evaluateTermsDialog('Chat');
    session.terms.setChecked(true);

    await session.terms.decline();

    expect(session.terms.$termsDialog.get()).toEqual({ open: false, checked: false, accepting: false });
    expect(api.calls('POST', LOGOUT_PATH)).toHaveLength(1);
    expect(session.auth.$auth.get().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(session.snackbar.$snackbars.get().map((snackbar) => [snackbar.type, snackbar.key, snackbar.text])).toEqual([
      ['warning', 'terms.declineWarning', 'You need to accept the terms to use Parla. You have been signed out.'],
    ]);
  });

  it('logs out and warns, even if the logout call fails', async () => {
    const api = serverFor(notAccepted);
    api.on('POST', LOGOUT_PATH, () => apiError(500, 'Server error. Please try again later.'));
    const { session } = await signedInSession(api);
    session.terms.evaluateTermsDialog('Chat');

    await session.terms.decline();

    expect(session.terms.$termsDialog.get().open).toBe(false);
    expect(session.auth.$auth.get().isAuthenticated).toBe(false);
    expect(session.snackbar.$currentSnackbar.get()).toMatchObject({ type: 'warning', key: 'terms.declineWarning' });
  });

  it('closes and warns even if logging out throws', async () => {
    const profile = createProfileStore({ client: testClient(fakeApi()).client, snackbar: createSnackbarStore() });
    profile.set(notAccepted);
    const snackbar = createSnackbarStore();
    const logger = { error: vi.fn(), info: vi.fn() };
    const terms = createTermsDialog({
      client: testClient(fakeApi()).client,
      profile,
      snackbar,
      logger,
      logout: () => Promise.reject(new Error('logout broke')),
    });
    terms.evaluateTermsDialog('Chat');

    await terms.decline();

    expect(terms.$termsDialog.get().open).toBe(false);
    expect(snackbar.$currentSnackbar.get()).toMatchObject({ type: 'warning', key: 'terms.declineWarning' });
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('when the learner clicks the backdrop', () => {
  it('closes the dialog without accepting or declining', async () => {
    const api = serverFor(notAccepted);
    const { session } = await signedInSession(api);
    session.terms.evaluateTermsDialog('Chat');
    session.terms.setChecked(true);

    session.terms.dismiss();

    expect(session.terms.$termsDialog.get().open).toBe(false);
    expect(api.calls('POST', ACCEPT_PATH)).toHaveLength(0);
    expect(api.calls('POST', LOGOUT_PATH)).toHaveLength(0);
    expect(session.auth.$auth.get()).toMatchObject({ isAuthenticated: true, showTermsDialog: true });
    expect(session.snackbar.$snackbars.get()).toEqual([]);
  });

  it('stays closed when the profile changes for another reason', async () => {
    const api = serverFor(notAccepted);
    const { session } = await signedInSession(api);
    session.terms.evaluateTermsDialog('Chat');
    session.terms.dismiss();

    session.profile.patch({ first_name: 'Augusta' });

    expect(session.terms.$termsDialog.get().open).toBe(false);
  });
});
