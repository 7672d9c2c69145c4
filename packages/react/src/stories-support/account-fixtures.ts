import type { Preferences, Session, Terms, User } from '@parla/sdk';
import { aUser, json, validTokens } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import type { StorySessionOptions } from './story-session.js';

/** The path of the signed-in learner's profile. */
const PROFILE = '/api/v1/auth/profile/';

/** The learner of the account stories, as the server describes them: Ada Lovelace, ada@example.com. */
export const accountLearner: User = aUser();

/** An answer that never comes: the call stays in flight, so a story can show its busy state. */
export function pendingResponse(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

/** Four sections of the terms with the server's ids, among them `privacy`, the one "Privacy Policy" shows on its own. */
export const accountTermsSections: Terms['sections'] = [
  { id: 'acceptance', title: '1. Acceptance of these terms', body: 'These terms govern your use of Parla, an AI language tutor. By creating an account you agree to them.' },
  { id: 'accounts', title: '3. Accounts and registration', body: 'You register with your name, a valid email address and a password, and confirm your address through the link we send you.' },
  { id: 'privacy', title: '5. Privacy and your data', body: 'We keep what we need to run the service. We do not sell your personal data, and you can download or delete it at any time.' },
  { id: 'contact', title: '12. Contact', body: 'Questions about these terms, your data or the service are welcome through the support form in the app.' },
];

/**
 * Answers `PATCH /api/v1/auth/profile/` as the server does: merges the changes (names, preferences) into the stored
 * profile and answers with it. The stored profile starts as the story server's signed-in learner, in the story's theme
 * and language, so saving neither restyles nor re-translates the story.
 */
export function answerProfileUpdates(api: FakeApi): void {
  let stored: Promise<User> | null = null;
  api.on('PATCH', PROFILE, async (request) => {
    stored ??= api.fetch(PROFILE).then((response) => response.json() as Promise<User>);
    const current = await stored;
    const changes = request.body as Partial<Omit<User, 'preferences'>> & { preferences?: Partial<Preferences> };
    const updated: User = { ...current, ...changes, preferences: { ...current.preferences, ...changes.preferences } };
    stored = Promise.resolve(updated);
    return json(updated);
  });
}

/** The learner with the session's theme and interface language, so signing in neither restyles nor re-translates the story. */
function learnerIn(session: Session): User {
  return { ...accountLearner, preferences: { ...accountLearner.preferences, theme: session.theme.$theme.get(), ui_language: session.locale.$locale.get() } };
}

/**
 * Session options of a signed-out story in which `POST path` (sign-in, email verification) signs the learner in: it answers
 * `answer` with tokens, then the profile is the learner's, in the story's theme and language.
 */
export function signingInBy(path: string, answer: Record<string, unknown> = {}): StorySessionOptions {
  // The profile is answered once the story's session has started (`setup`). A story can render twice at once (on its docs
  // page): each render's `routes` waits for its own session, and the `setup` calls, coming in the order the sessions were
  // made, hand them out in that order. A signed-out session always starts, so no render is left waiting.
  const waiting: Array<(session: Session) => void> = [];
  return {
    scenario: 'signed-out',
    routes: (api) => {
      const started = new Promise<Session>((resolve) => waiting.push(resolve));
      api.on('POST', path, () => json({ ...answer, ...validTokens(accountLearner) }));
      api.on('GET', PROFILE, async () => json(learnerIn(await started)));
    },
    setup: (session) => waiting.shift()?.(session),
  };
}
