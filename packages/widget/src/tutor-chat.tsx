import { lazy, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { HTTP_ERROR_MESSAGES, HTTP_TIMEOUT_MS } from '@parla/contract/constants';
import { useT } from '@parla/react';
import {
  AdoptedStyle,
  ChatScreen,
  OnDemand,
  ParlaProvider,
  ParlaRoot,
  Snackbar,
  StyleRootContext,
  createClient,
  createSession,
  isConnectionFailure,
  loadOnDemand,
  memoryStorage,
  memoryTokenStore,
  useTermsDialog,
  type Message,
  type ParlaClient,
  type Session,
  type TokenPair,
} from '@parla/react/chat';
import { browserLanguages, createQuotaTracker, detectLocale, interfaceLanguageOf, isApiError, voiceControllersOf } from '@parla/sdk';
import type { VoiceInputView } from '@parla/sdk';
import { dispatchTutorChatEvent, reportError } from './events.js';
import type { TokenProvider, TokenProviderResult, TutorChatErrorCode, TutorChatErrorDetail } from './public-types.js';
import { hostStylesheet } from './host-styles.js';
import { Launcher } from './launcher.js';
import { WidgetNotice } from './widget-notice.js';
import { WidgetTerms } from './widget-terms.js';
import { useWidgetTexts } from './widget-texts.js';

/** What the widget's conversation is for: a target language and a learning mode. */
type ConversationChoice = Parameters<ParlaClient['conversations']['create']>[0];

/** The choice of the `target-language` and `learning-mode` attributes, sent as given: the server checks them, and a refusal is reported as an `error` event. */
function conversationChoice(targetLanguage: string, learningMode: string): ConversationChoice {
  return { target_language: targetLanguage, learning_mode: learningMode } as ConversationChoice;
}

const SignInForm = lazy(loadOnDemand(() => import('./sign-in.js').then((module) => ({ default: module.SignInForm }))));

/** Props of {@link TutorChat}: the element's attributes (camelCased) and properties. */
export interface TutorChatProps {
  /** The shadow root r2wc renders into (its host is the element). */
  container?: HTMLElement | ShadowRoot;
  /** Origin of the Parla API. Default: the page's origin. */
  apiBase?: string;
  /** Interface language (en, es, fr, de, it, pt, ja, ko, zh, uk). Default: detected from the browser. */
  locale?: string;
  /** light, dark or auto. Default: light. */
  theme?: string;
  /** The language to practise, e.g. `es`. Default: the learner's preference. */
  targetLanguage?: string;
  /** The learner's own language, e.g. `en`. Default: the learner's preference. */
  nativeLanguage?: string;
  /** beginner, intermediate or advanced. Default: the learner's preference. */
  skillLevel?: string;
  /** One of the nine learning modes. Default: `free_conversation`. */
  learningMode?: string;
  /** A conversation of the learner's to open (else `tutor-chat:error` with `conversation_not_found`). Default: the learner's active one in the target language, else a new one. */
  conversationId?: string;
  /** Voice of spoken replies: female or male. Default: the learner's preference. */
  voice?: string;
  /** `inline` (fills its box) or `launcher` (a bubble that opens a panel). Default: inline. */
  mode?: string;
  /** In launcher mode, whether the panel is open (the `open` attribute). Default: false. */
  open?: boolean;
  /** A client to use instead of one made from `apiBase` (property only). */
  client?: ParlaClient;
  /** Called for a fresh learner session at start and whenever the session expires (property only). */
  tokenProvider?: TokenProvider;
}

function hostOf(container: TutorChatProps['container']): HTMLElement | null {
  if (!container) {
    return null;
  }
  return 'host' in container ? (container.host as HTMLElement) : container;
}

/** The element on the partner's page: the host itself, or the loader's placeholder that renders it in its shadow root. */
function pageElementOf(host: HTMLElement | null): HTMLElement | null {
  const root = host?.getRootNode();
  const outer = root instanceof ShadowRoot ? (root.host as HTMLElement) : null;
  return outer && (outer.constructor as { parlaPlaceholder?: boolean }).parlaPlaceholder ? outer : host;
}

function asTokenPair(result: TokenProviderResult): TokenPair {
  return typeof result === 'string' ? { access: result, refresh: '' } : { access: result.access, refresh: result.refresh };
}

/** What a token provider that never settles is rejected with, after the spec's HTTP timeout (30 s). */
const providerTimeout = new Error(HTTP_ERROR_MESSAGES.network);

interface WidgetSession {
  session: Session;
  /** Starts the session (again): a new one from the token provider, if there is one, then the learner's profile. */
  start: () => Promise<void>;
}

/** How starting the session went: under way, done, or failed (the token provider, or the learner's profile). */
type StartState = 'starting' | 'started' | 'failed';

/**
 * The chat of `<tutor-chat>`: one session per client (or API base and token provider); sign-in when nobody is signed in
 * and no token provider is given, the terms dialog until they are accepted, then the chat screen. Behaviour lives in the
 * SDK and `@parla/react`; this only wires attributes, properties and DOM events.
 */
export function TutorChat(props: TutorChatProps) {
  const host = hostOf(props.container);
  const latest = useRef(props);
  latest.current = props;
  const hasTokenProvider = typeof props.tokenProvider === 'function';
  const [widget, setWidget] = useState<WidgetSession | null>(null);
  const [startState, setStartState] = useState<StartState>('starting');
  const [open, setOpen] = useState(props.open === true);
  useEffect(() => setOpen(props.open === true), [props.open]);
  const launcher = props.mode === 'launcher';

  useEffect(() => {
    let destroyed = false;
    let attempts = 0;
    // The token provider's session loaded the learner's profile: only such a session is renewed when it expires.
    let working = false;
    // The session expired (its refresh was refused) during the current attempt.
    let expired = false;
    // Renewals of sessions that worked, counted while they come less than a minute apart.
    let renewals = 0;
    let renewedAt = 0;
    const start = async (): Promise<void> => {
      const provider = hasTokenProvider ? latest.current.tokenProvider : undefined;
      // Only the latest attempt reports (a session that expires while starting starts again).
      const attempt = ++attempts;
      const current = () => !destroyed && attempt === attempts;
      const fail = (error: unknown, code: TutorChatErrorCode, source?: TutorChatErrorDetail['source']) => {
        if (current()) {
          reportError(host, error, code, source);
          setStartState('failed');
        }
      };
      setStartState('starting');
      working = false;
      try {
        if (provider) {
          let tokens: TokenPair;
          let timer: ReturnType<typeof setTimeout> | undefined;
          try {
            const timeout = new Promise<never>((_, reject) => {
              timer = setTimeout(reject, HTTP_TIMEOUT_MS, providerTimeout);
            });
            tokens = asTokenPair(await Promise.race([provider(), timeout]));
          } catch (error) {
            return fail(error, error === providerTimeout ? 'token_provider_timeout' : 'token_provider_failed', 'token-provider');
          } finally {
            clearTimeout(timer);
          }
          if (!current()) {
            return;
          }
          await session.client.tokens.set(tokens);
          expired = false;
          // Rejects when the server refuses the session (then it has expired) or cannot be reached.
          await session.profile.load();
        }
        await session.start();
        const { isAuthenticated, user } = session.auth.$auth.get();
        if (isAuthenticated && !user) {
          // A stored session whose profile start() could not load (it only logs why): once more, for the reason.
          await session.profile.load();
        }
        if (current()) {
          working = !!provider;
          setStartState('started');
        }
      } catch (error) {
        // A session the server refused is not asked for again at once: that would only loop.
        fail(expired ? HTTP_ERROR_MESSAGES[401] : error, expired ? 'session_rejected' : 'start_failed', expired && provider ? 'token-provider' : 'chat');
      }
    };
    const storage = memoryStorage();
    // The quotas follow the server's usage (at sign-in and every minute), so a warning holds across page loads and devices.
    const quota = createQuotaTracker({ storage, fetchUsage: () => session.client.usage.current() });
    // The widget makes the client itself, so that an expired session is its to handle: renewed from the token provider
    // (the session's "Your session has expired. Please sign in again." would mean nothing there), else signed out.
    const created = createSession({
      client:
        props.client ??
        createClient({
          baseUrl: props.apiBase ?? '',
          quota,
          ...(hasTokenProvider ? { tokenStore: memoryTokenStore() } : {}),
          onSessionExpired: () => {
            expired = true;
            // A session that worked is renewed (at once, then after 1 s and 3 s); one refused before it ever worked is
            // not (the attempt under way reports it), nor a fourth within a minute of the last.
            if (Date.now() - renewedAt > 60_000) {
              renewals = 0;
            }
            const renewing = working && renewals < 3;
            dispatchTutorChatEvent(host, 'session-expired', { renewing });
            if (renewing) {
              setTimeout(() => destroyed || void start(), 1000 * (2 ** renewals++ - 1));
              renewedAt = Date.now();
            } else if (working) {
              working = false;
              reportError(host, HTTP_ERROR_MESSAGES[401], 'session_rejected', 'token-provider');
              setStartState('failed');
            } else if (!hasTokenProvider) {
              session.auth.expire();
            }
          },
        }),
      quota,
      storage,
      // The theme and lang attributes are the partner page's, not the learner's choice: never saved to their preferences.
      saveThemeAndLanguage: false,
    });
    const session: Session = {
      ...created,
      // A send (or a load) that failed shows in the chat; the partner hears of it too.
      createChat(options) {
        const chat = created.createChat(options);
        chat.$error.listen((error) => error && reportError(host, error, chat.$conversation.get() ? 'send_failed' : 'load_failed'));
        return chat;
      },
    };
    // So does a failure of voice input (its English text loads with the first one).
    let voiceError: VoiceInputView['error'] = null;
    voiceControllersOf(session, () => import('@parla/sdk/voice')).input.listen(({ error }) => {
      if (error && error !== voiceError) {
        import('./voice-failures.js').then((texts) => reportError(host, texts.voiceFailure(error), 'voice_failed'), () => undefined);
      }
      voiceError = error;
    });
    // The terms dialog rule of §4 with the widget as the Chat route, before any profile loads: the dialog opens as the
    // profile arrives (no frame without it), and again only when asked.
    session.terms.evaluateTermsDialog('Chat');
    setWidget({ session, start });
    void start();
    return () => {
      destroyed = true;
      session.destroy();
    };
    // One session per client, API base and kind of sign-in; other changes are applied to it below.
  }, [props.client, props.apiBase, hasTokenProvider, host]);

  const frame = (
    <div className="tutor-chat-frame" part="frame">
      {widget ? (
        <ParlaProvider session={widget.session}>
          <ParlaRoot>
            <WidgetBody {...props} host={host} session={widget.session} signIn={!hasTokenProvider} startState={startState} start={widget.start} />
          </ParlaRoot>
        </ParlaProvider>
      ) : null}
    </div>
  );

  // The element's styles are adopted by its shadow root (no `<style>` element: a partner page whose Content-Security-Policy
  // forbids inline styles applies them too), and so are the library's.
  const shadowRoot = props.container && 'host' in props.container ? props.container : undefined;
  return (
    <StyleRootContext.Provider value={shadowRoot}>
      <AdoptedStyle name="tutor-chat-host" css={hostStylesheet} />
      {launcher ? (
        <Launcher
          open={open}
          session={widget?.session ?? null}
          locale={props.locale}
          onToggle={() => {
            // The page's element carries the attribute, as on <details> (the loader's placeholder hands it on to this one).
            setOpen(!open);
            pageElementOf(host)?.toggleAttribute('open', !open);
          }}
        >
          {frame}
        </Launcher>
      ) : (
        frame
      )}
    </StyleRootContext.Provider>
  );
}

interface WidgetBodyProps extends TutorChatProps {
  host: HTMLElement | null;
  session: Session;
  signIn: boolean;
  startState: StartState;
  start: () => Promise<void>;
}

/**
 * Holds `store` at `value` (the attribute, or its default): set now, and set back whenever something else (the learner's
 * saved preferences) changes it.
 */
function usePinned(store: ReadableAtom<string>, set: (value: never) => void, value: string): void {
  useEffect(() => {
    const pin = () => store.get() === value || set(value as never);
    pin();
    return store.listen(pin);
  }, [store, set, value]);
}

/** Applies the attributes to the session and shows sign-in, the terms or the chat. */
function WidgetBody({ host, session, signIn, startState, start, ...props }: WidgetBodyProps) {
  const auth = useStore(session.auth.$auth);
  const user = auth.user;
  const termsDialogOpen = useStore(session.terms.$termsDialog).open;
  const texts = useWidgetTexts(useStore(session.locale.$locale)).notices;
  const t = useT();
  // Signed out while the terms were not accepted (Decline signs out): the notice says why and offers to start again.
  const [declined, setDeclined] = useState(false);
  useEffect(() => {
    let withoutTerms = false;
    return session.auth.$auth.subscribe(({ isAuthenticated, user: learner }) => {
      if (learner) {
        withoutTerms = !learner.terms_accepted;
        setDeclined(false);
      } else if (!isAuthenticated && withoutTerms) {
        withoutTerms = false;
        setDeclined(true);
      }
    });
  }, [session]);
  const [lookupFailed, setLookupFailed] = useState(false);
  // The `conversation-id` is not one of the learner's conversations: the notice offers a new one instead.
  const [notFound, setNotFound] = useState(false);
  // The conversation shown: set once it is known to be the learner's (`ready` fires for it), so never the given id unchecked.
  const [conversationId, setConversationId] = useState<string | null>(null);
  const readyFor = useRef<string | null>(null);
  // Looking up the conversation again once the connection is back, after a lookup failed without one.
  const [lookups, setLookups] = useState(0);
  const lookupLostConnection = useRef(false);
  useEffect(
    () =>
      session.connection.$online.listen((online) => {
        if (online && lookupLostConnection.current) {
          lookupLostConnection.current = false;
          setLookups((count) => count + 1);
        }
      }),
    [session],
  );

  // Theme and locale: the attribute, else its default (light; the browser's language), never the learner's preference.
  usePinned(session.theme.$theme, session.theme.setTheme, props.theme ?? 'light');
  usePinned(session.locale.$locale, session.locale.setLocale, interfaceLanguageOf(props.locale ?? '') ?? detectLocale({ languages: browserLanguages() }));

  // Errors the learner is told about, and quota warnings, become events.
  useEffect(() => {
    const seen = new Set<string>();
    return session.snackbar.$currentSnackbar.subscribe((snackbar) => {
      if (snackbar && snackbar.type === 'error' && !seen.has(snackbar.id)) {
        seen.add(snackbar.id);
        reportError(host, snackbar.text);
      }
    });
  }, [session, host]);

  useEffect(() => {
    const warned = new Set<string>();
    return session.quota.$quota.subscribe((snapshot) => {
      for (const [period, counters] of Object.entries({ daily: snapshot.daily, monthly: snapshot.monthly })) {
        for (const [name, status] of Object.entries(counters)) {
          const counter = `${period}.${name}`;
          if (status.warning && !warned.has(counter)) {
            warned.add(counter);
            dispatchTutorChatEvent(host, 'quota-warning', { counter, used: status.used, limit: status.limit, fraction: status.fraction });
          }
        }
      }
    });
  }, [session, host]);

  // The learner's usage so far (today's and this month's), so quota warnings do not wait for the next check.
  const userId = user?.id;
  useEffect(() => {
    if (!userId) {
      return;
    }
    session.client.usage
      .current()
      .then((usage) => session.quota.sync(usage))
      .catch(() => undefined);
  }, [session, userId]);

  // Learner preferences given as attributes are saved once they differ.
  const preferenceChanges = user
    ? Object.fromEntries(
        Object.entries({
          target_language: props.targetLanguage,
          native_language: props.nativeLanguage,
          skill_level: props.skillLevel,
          voice_preference: props.voice,
        }).filter(([name, value]) => value && user.preferences[name as keyof typeof user.preferences] !== value),
      )
    : {};
  const preferenceKey = JSON.stringify(preferenceChanges);
  useEffect(() => {
    if (preferenceKey === '{}' || !user) {
      return;
    }
    session.client.user
      .updateProfile({ preferences: JSON.parse(preferenceKey) as Record<string, string> })
      .then((updated) => session.profile.set(updated))
      .catch((error: unknown) => reportError(host, error));
  }, [session, preferenceKey, user, host]);

  // The conversation: the given one once it is found to be the learner's, else the learner's active one in the target
  // language and mode, else a new one.
  const givenId = props.conversationId;
  const targetLanguage = props.targetLanguage ?? user?.preferences.target_language;
  const learningMode = props.learningMode ?? 'free_conversation';
  const termsAccepted = user?.terms_accepted === true;
  useEffect(() => {
    setLookupFailed(false);
    setNotFound(false);
    let lookup;
    if (!termsAccepted) {
      return undefined;
    } else if (givenId) {
      lookup = session.client.conversations.get(givenId);
    } else if (targetLanguage) {
      const choice = conversationChoice(targetLanguage, learningMode);
      lookup = session.client.conversations.active(choice).then(async (page) => page.results[0] ?? (await session.client.conversations.create(choice)));
    } else {
      return undefined;
    }
    let current = true;
    lookup
      .then((conversation) => {
        if (current) {
          setConversationId(conversation.id);
        }
      })
      .catch((error: unknown) => {
        // Not found, or another learner's (the server answers 404 for both): the partner hears why, never `ready`.
        const missing = !!givenId && isApiError(error) && error.status === 404;
        lookupLostConnection.current = isConnectionFailure(error);
        reportError(host, error, missing ? 'conversation_not_found' : 'start_failed', 'chat', missing ? { conversationId: givenId } : {});
        if (current) {
          (missing ? setNotFound : setLookupFailed)(true);
        }
      });
    return () => {
      current = false;
    };
  }, [session, givenId, termsAccepted, targetLanguage, learningMode, host, lookups]);

  /**
   * New conversation (the conversation menu, or the notice of a conversation that cannot be found): one in the same
   * language and mode. A failure shows as an error snackbar (which is reported as the `error` event).
   */
  const startNewConversation = targetLanguage
    ? () => {
        session.client.conversations
          .create(conversationChoice(targetLanguage, learningMode))
          .then((conversation) => {
            setNotFound(false);
            setConversationId(conversation.id);
          })
          .catch((error: unknown) => session.snackbar.notify({ type: 'error', text: error instanceof Error ? error.message : String(error) }));
      }
    : undefined;

  useEffect(() => {
    if (user && termsAccepted && conversationId && readyFor.current !== conversationId) {
      readyFor.current = conversationId;
      dispatchTutorChatEvent(host, 'ready', { conversationId, userId: user.id });
    }
  }, [user, termsAccepted, conversationId, host]);

  const onReply = (message: Message) => dispatchTutorChatEvent(host, 'message', { conversationId: message.conversation_id, message });

  // Where the widget cannot go on by itself it says so, with the way forward; "…" only while something is under way.
  const failed = <WidgetNotice error text={texts.startFailed} action={t('chat.unavailable.retry')} onAction={() => (lookupFailed ? setLookups((count) => count + 1) : void start())} />;
  let body;
  if (startState === 'failed' || lookupFailed) {
    body = failed;
  } else if (termsAccepted && notFound && startNewConversation) {
    body = <WidgetNotice error text={texts.conversationNotFound} action={texts.startNewConversation} onAction={startNewConversation} />;
  } else if (!auth.isAuthenticated) {
    if (declined) {
      body = (
        <WidgetNotice
          text={texts.termsNeeded}
          action={texts.startAgain}
          onAction={() => {
            // A new session from the token provider, or the sign-in form; then the terms dialog again.
            setDeclined(false);
            if (!signIn) {
              void start();
            }
          }}
        />
      );
    } else if (signIn) {
      body = (
        <div className="tutor-chat-center">
          <OnDemand>
            <SignInForm />
          </OnDemand>
        </div>
      );
    } else {
      body = startState === 'starting' ? <p className="tutor-chat-status" role="status" aria-busy="true">…</p> : failed;
    }
  } else if (user && !termsAccepted && !termsDialogOpen) {
    // The terms dialog was closed without a decision (its backdrop or Escape).
    body = <WidgetNotice text={texts.termsNeeded} action={texts.showTerms} onAction={() => session.terms.evaluateTermsDialog('Chat')} />;
  } else if (termsAccepted && conversationId) {
    body = (
      <ChatScreen
        conversationId={conversationId}
        onConversationChange={setConversationId}
        onNewConversation={startNewConversation}
        onReply={onReply}
        defaultDrawerOpen={false}
      />
    );
  } else {
    body = <p className="tutor-chat-status" role="status" aria-busy="true">…</p>;
  }

  return (
    <>
      {body}
      <WidgetTermsGate />
      <Snackbar />
    </>
  );
}

/** The terms dialog while it is open; its text loads then, and its code (`TermsDialog` loads it on first open). */
function WidgetTermsGate() {
  const { open } = useTermsDialog();
  return open ? <WidgetTerms /> : null;
}
