import type { Session, Terms, User } from '@parla/sdk';
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
 * The learner as the server answers after signing in or saving: the session's profile (or {@link accountLearner}) with the
 * session's theme and interface language, so the answer neither restyles nor re-translates the story.
 */
export function learnerOf(session: Session): User {
  const user = session.profile.$profile.get() ?? accountLearner;
  return { ...user, preferences: { ...user.preferences, theme: session.theme.$theme.get(), ui_language: session.locale.$locale.get() } };
}

/**
 * `routes` and `setup` for `parameters.session` whose answers need the story's session (see {@link learnerOf}): `serve`
 * gets the fake server and the session, which arrives once it has started. Await it only in answers to calls made after
 * start-up (signing in, saving), never in the answer to the start-up profile.
 */
export function servedWithSession(serve: (api: FakeApi, session: Promise<Session>) => void): Pick<StorySessionOptions, 'routes' | 'setup'> {
  // A story can render twice at once (on its docs page): each render's `routes` waits for its session, and the `setup`
  // calls, coming in the order the sessions were made, hand them out in that order.
  const waiting: Array<(session: Session) => void> = [];
  return {
    routes: (api) => serve(api, new Promise<Session>((resolve) => waiting.push(resolve))),
    setup: (session) => waiting.shift()?.(session),
  };
}

/**
 * Session options of a signed-out story in which `POST path` (sign-in, email verification) signs the learner in: it answers
 * `answer` with tokens, then the profile is the learner's, in the story's theme and language.
 */
export function signingInBy(path: string, answer: Record<string, unknown> = {}): StorySessionOptions {
  return {
    scenario: 'signed-out',
    ...servedWithSession((api, session) => {
      api.on('POST', path, () => json({ ...answer, ...validTokens(accountLearner) }));
      api.on('GET', PROFILE, async () => json(learnerOf(await session)));
    }),
  };
}
