import { atom, computed } from 'nanostores';
import { createClient } from '../client/create-client.js';
import { createQuotaTracker } from '../limits/quota-tracker.js';
import { memoryStorage, systemClock } from '../ports.js';
import { createSession } from '../state/create-session.js';
import { browserLanguages } from '../state/locale.js';
import { memoryTokenStore } from '../tokens/memory-token-store.js';
import { bridgeNotices, declinedTerms, reportingChatFailures } from './embed-bridges.js';
import { createEmbedConversation } from './embed-conversation.js';
import { followEmbedSettings } from './embed-preferences.js';
import { errorDetail } from './embed-report.js';
import type { Report } from './embed-report.js';
import { createEmbedStart } from './embed-start.js';
import type { EmbedEvent, EmbedEventMap, EmbedSession, EmbedSessionOptions, EmbedSettings } from './embed-types.js';
import { embedView } from './embed-view.js';

/**
 * The behaviour of an embedded tutor (what `<tutor-chat>` renders), framework-agnostic: the session from a token
 * provider (renewed when it expires) or sign-in; the terms; the host page's settings applied (theme and language pinned,
 * the learner's preferences saved); the conversation found or created; and the events the host page hears. Nothing
 * starts until {@link EmbedSession.start}.
 * @example
 * const embed = createEmbedSession({ baseUrl: 'https://api.parla.example', tokenProvider: fetchSession, settings: { targetLanguage: 'es' } });
 * embed.subscribe((event) => console.log(event.type, event.detail));
 * embed.$view.subscribe((view) => render(view, embed.$conversationId.get())); // then embed.chatShown(id) once the chat is on screen
 * await embed.start();
 */
export function createEmbedSession(options: EmbedSessionOptions = {}): EmbedSession {
  const clock = options.clock ?? systemClock;
  const { tokenProvider } = options;
  const listeners = new Set<(event: EmbedEvent) => void>();
  const emit = <Type extends keyof EmbedEventMap>(type: Type, detail: EmbedEventMap[Type]) => {
    for (const listener of [...listeners]) {
      listener({ type, detail } as EmbedEvent);
    }
  };
  const report: Report = (...args) => emit('error', errorDetail(...args));
  const $settings = atom<EmbedSettings>({ ...options.settings });

  // The embed makes the client itself, so that an expired session is its to handle: renewed from the token provider
  // (a session-expired snackbar would mean nothing to a learner who cannot sign in there), else signed out.
  const storage = memoryStorage();
  const quota = createQuotaTracker({ storage, clock, fetchUsage: () => session.client.usage.current() });
  const starting = createEmbedStart({ session: () => session, tokenProvider, clock, report, expiredEvent: (detail) => emit('session-expired', detail) });
  const client =
    options.client ??
    createClient({
      clock,
      connectivity: options.connectivity,
      ...options.clientOptions,
      baseUrl: options.baseUrl ?? '',
      quota,
      ...(tokenProvider ? { tokenStore: memoryTokenStore() } : {}),
      onSessionExpired: () => starting.sessionExpired(),
    });
  const [session, stopChatFailures] = reportingChatFailures(
    createSession({
      client,
      quota,
      storage,
      clock,
      connectivity: options.connectivity,
      logger: options.logger,
      // The theme and language come from the host page, not the learner's choice: never saved to their preferences.
      saveThemeAndLanguage: false,
    }),
    report,
    options.loadVoice,
  );

  const stopSettings = followEmbedSettings({ session, $settings, languages: () => options.languages ?? browserLanguages(), report });
  const stopNotices = bridgeNotices(session, report, (detail) => emit('quota-warning', detail));
  const declined = declinedTerms(session);
  const conversation = createEmbedConversation({ session, $settings, report, ready: (detail) => emit('ready', detail) });
  // The terms dialog rule of §4 with the embed as the Chat route, before any profile loads: the dialog opens as the
  // profile arrives, and again only when asked.
  session.terms.evaluateTermsDialog('Chat');

  const $view = computed(
    [starting.$state, conversation.$state, session.auth.$auth, declined.$declined, session.terms.$termsDialog, conversation.$canStartNew],
    (start, state, auth, isDeclined, termsDialog, canStartNew) =>
      embedView({ start, conversation: state, auth, signIn: !tokenProvider, declined: isDeclined, termsDialogOpen: termsDialog.open, canStartNew }),
  );

  return {
    session,
    $view,
    $conversationId: computed(conversation.$state, (state) => state.id),
    $canStartNew: conversation.$canStartNew,
    configure(settings) {
      // The same values (an undefined one as good as none) change nothing.
      if (JSON.stringify(settings) !== JSON.stringify($settings.get())) {
        $settings.set({ ...settings });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: starting.start,
    retry() {
      if (conversation.$state.get().lookupFailed) {
        conversation.lookUp();
      } else {
        void starting.start();
      }
    },
    startAgain() {
      // A new session from the token provider, or the sign-in form; then the terms dialog again.
      declined.set(false);
      if (tokenProvider) {
        void starting.start();
      }
    },
    showTerms: () => session.terms.evaluateTermsDialog('Chat'),
    startNewConversation: conversation.startNew,
    openConversation: conversation.open,
    chatShown: conversation.shown,
    replied: (reply) => emit('message', { conversationId: reply.conversation_id, message: reply }),
    destroy() {
      listeners.clear();
      starting.destroy();
      conversation.destroy();
      declined.stop();
      stopNotices();
      stopSettings();
      stopChatFailures();
      session.destroy();
    },
  };
}
