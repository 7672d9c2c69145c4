import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Session } from '../state/create-session.js';
import type { VoiceInputView } from '../voice-shell/voice-views.js';
import { voiceControllersOf } from '../voice-shell/voice-controllers-of.js';
import type { VoiceModuleLoader } from '../voice-shell/voice-controllers.js';
import type { Report } from './embed-report.js';
import type { EmbedEventMap } from './embed-types.js';

/**
 * Error snackbars become `error` events (once each), quota warnings `quota-warning` events (once per counter), and the
 * learner's usage so far is read at each sign-in, so warnings do not wait for the next check. Returns the stop function.
 */
export function bridgeNotices(session: Session, report: Report, quotaWarning: (detail: EmbedEventMap['quota-warning']) => void): () => void {
  const seen = new Set<string>();
  const stopSnackbars = session.snackbar.$currentSnackbar.subscribe((snackbar) => {
    if (snackbar && snackbar.type === 'error' && !seen.has(snackbar.id)) {
      seen.add(snackbar.id);
      report(snackbar.text);
    }
  });
  const warned = new Set<string>();
  const stopQuota = session.quota.$quota.subscribe((snapshot) => {
    for (const [period, counters] of Object.entries({ daily: snapshot.daily, monthly: snapshot.monthly })) {
      for (const [name, status] of Object.entries(counters)) {
        const counter = `${period}.${name}`;
        if (status.warning && !warned.has(counter)) {
          warned.add(counter);
          quotaWarning({ counter, used: status.used, limit: status.limit, fraction: status.fraction });
        }
      }
    }
  });
  let userId: string | undefined;
  const stopUsage = session.auth.$auth.subscribe(({ user }) => {
    const id = user?.id;
    if (id !== userId) {
      userId = id;
      if (id) {
        session.client.usage.current().then(
          (usage) => session.quota.sync(usage),
          () => undefined,
        );
      }
    }
  });
  return () => {
    stopSnackbars();
    stopQuota();
    stopUsage();
  };
}

/**
 * Whether the learner was signed out while the terms were not accepted (Decline signs out): then the embed says why and
 * offers to start again. Cleared when a learner signs in, or by `set(false)`.
 */
export function declinedTerms(session: Session): { $declined: ReadableAtom<boolean>; set(declined: boolean): void; stop(): void } {
  const $declined = atom(false);
  let withoutTerms = false;
  const stop = session.auth.$auth.subscribe(({ isAuthenticated, user }) => {
    if (user) {
      withoutTerms = !user.terms_accepted;
      $declined.set(false);
    } else if (!isAuthenticated && withoutTerms) {
      withoutTerms = false;
      $declined.set(true);
    }
  });
  return { $declined, set: (declined) => $declined.set(declined), stop };
}

/**
 * `session` whose chats report a send (or a load) that failed, and whose voice input reports its failures, with the
 * English text the learner reads (loaded with the first one). Returns the session and the stop function.
 */
export function reportingChatFailures(created: Session, report: Report, loadVoice: VoiceModuleLoader | undefined): [Session, () => void] {
  const session: Session = {
    ...created,
    createChat(options) {
      const chat = created.createChat(options);
      chat.$error.listen((error) => error && report(error, chat.$conversation.get() ? 'send_failed' : 'load_failed'));
      return chat;
    },
  };
  if (!loadVoice) {
    return [session, () => undefined];
  }
  let voiceError: VoiceInputView['error'] = null;
  const stop = voiceControllersOf(session, loadVoice).input.listen(({ error }) => {
    if (error && error !== voiceError) {
      import('./voice-failure-text.js').then((texts) => report(texts.voiceFailureText(error), 'voice_failed'), () => undefined);
    }
    voiceError = error;
  });
  return [session, stop];
}
