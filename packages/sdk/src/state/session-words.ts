import type { Session } from './create-session.js';
import { createWordLookupStore } from './word-lookup-store.js';
import type { WordLookupStore } from './word-lookup-store.js';

const stores = new WeakMap<Session, WordLookupStore>();

/**
 * The session's word look-ups (one store per session, made when a word is first looked up, so a chat's first paint
 * carries none of it): meanings in the learner's native language (their profile's, else the interface language), a
 * saved word refreshes `session.dueCount`, and sign-out forgets them.
 * @example
 * const words = sessionWords(session);
 * await words.lookup('perro', 'es');
 */
export function sessionWords(session: Session): WordLookupStore {
  let store = stores.get(session);
  if (!store) {
    const created = createWordLookupStore({
      client: session.client,
      native: () => session.profile.$preferences.get()?.native_language ?? session.locale.$locale.get(),
      onSaved: () => void session.dueCount.refresh(),
    });
    session.auth.$auth.listen(({ isAuthenticated }) => {
      if (!isAuthenticated) {
        created.reset();
      }
    });
    stores.set(session, created);
    store = created;
  }
  return store;
}
