import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { ParlaClient } from '../client/create-client.js';
import { isApiError } from '../errors/api-error.js';
import { isConnectionFailure } from '../state/connection-failure.js';
import type { Session } from '../state/create-session.js';
import type { Report } from './embed-report.js';
import type { EmbedEventMap, EmbedSettings } from './embed-types.js';

/** What an embed's conversation is for: a target language and a learning mode. */
type ConversationChoice = Parameters<ParlaClient['conversations']['create']>[0];

/** The conversation an embed shows, and why it shows none. */
export interface ConversationState {
  /** The conversation shown, once it is known to be the learner's. */
  id: string | null;
  /** Finding (or creating) it failed: Try again finds it again. */
  lookupFailed: boolean;
  /** The given `conversationId` is not one of the learner's. */
  notFound: boolean;
}

/** Options of {@link createEmbedConversation}. */
export interface EmbedConversationOptions {
  session: Session;
  $settings: ReadableAtom<EmbedSettings>;
  report: Report;
  ready: (detail: EmbedEventMap['ready']) => void;
}

/** Finding, creating and switching an embed's conversation. */
export interface EmbedConversation {
  readonly $state: ReadableAtom<ConversationState>;
  readonly $canStartNew: ReadableAtom<boolean>;
  /** Finds the conversation again (after a failure). */
  lookUp(): void;
  startNew(): void;
  open(conversationId: string): void;
  /** The chat of `conversationId` is on screen: `ready` fires for it then. */
  shown(conversationId: string): void;
  destroy(): void;
}

/**
 * The conversation of an embed, once the terms are accepted: the given one once it is found to be the learner's, else the
 * learner's active one in the target language and mode, else a new one. A lookup that failed offline runs again once
 * the connection is back; `ready` fires once for each conversation, when its chat is on screen.
 */
export function createEmbedConversation({ session, $settings, report, ready }: EmbedConversationOptions): EmbedConversation {
  const { client } = session;
  const $state = atom<ConversationState>({ id: null, lookupFailed: false, notFound: false });
  const update = (changes: Partial<ConversationState>) => $state.set({ ...$state.get(), ...changes });
  const $target = computed([$settings, session.auth.$auth], (settings, auth) => ({
    givenId: settings.conversationId,
    targetLanguage: settings.targetLanguage ?? auth.user?.preferences.target_language ?? undefined,
    learningMode: settings.learningMode ?? 'free_conversation',
    termsAccepted: auth.user?.terms_accepted === true,
  }));
  const choice = (): ConversationChoice | null => {
    const { targetLanguage, learningMode } = $target.get();
    // Sent as given: the server checks them, and a refusal is reported.
    return targetLanguage ? ({ target_language: targetLanguage, learning_mode: learningMode } as ConversationChoice) : null;
  };
  let generation = 0;
  let lostConnection = false;

  function lookUp(): void {
    const lookup = ++generation;
    update({ lookupFailed: false, notFound: false });
    const { givenId, termsAccepted } = $target.get();
    const wanted = choice();
    if (!termsAccepted || (!givenId && !wanted)) {
      return;
    }
    const found = givenId
      ? client.conversations.get(givenId)
      : client.conversations.active(wanted!).then(async (page) => page.results[0] ?? (await client.conversations.create(wanted!)));
    found.then(
      (conversation) => lookup === generation && update({ id: conversation.id }),
      (error: unknown) => {
        // Not found, or another learner's (the server answers 404 for both): the host hears why, never `ready`.
        const missing = !!givenId && isApiError(error) && error.status === 404;
        lostConnection = isConnectionFailure(error);
        report(error, missing ? 'conversation_not_found' : 'start_failed', 'chat', missing ? { conversationId: givenId } : {});
        if (lookup === generation) {
          update(missing ? { notFound: true } : { lookupFailed: true });
        }
      },
    );
  }

  let lastTarget = '';
  const stopFollowing = $target.subscribe((target) => {
    const key = JSON.stringify(target);
    if (key !== lastTarget) {
      lastTarget = key;
      lookUp();
    }
  });
  const stopReconnecting = session.connection.$online.listen((online) => {
    if (online && lostConnection) {
      lostConnection = false;
      lookUp();
    }
  });
  let readyFor: string | null = null;

  return {
    $state,
    $canStartNew: computed($target, (target) => !!target.targetLanguage),
    lookUp,
    startNew() {
      const wanted = choice();
      if (!wanted) {
        return;
      }
      client.conversations.create(wanted).then(
        (conversation) => update({ notFound: false, id: conversation.id }),
        (error: unknown) => session.snackbar.notify({ type: 'error', text: error instanceof Error ? error.message : String(error) }),
      );
    },
    open: (conversationId) => update({ id: conversationId }),
    shown(conversationId) {
      const { user } = session.auth.$auth.get();
      if (user?.terms_accepted && conversationId === $state.get().id && readyFor !== conversationId) {
        readyFor = conversationId;
        ready({ conversationId, userId: user.id });
      }
    },
    destroy() {
      generation++;
      stopFollowing();
      stopReconnecting();
    },
  };
}
