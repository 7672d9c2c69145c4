import type { ReadableAtom } from 'nanostores';
import type { Message, TokenPair } from '@parla/contract';
import type { ClientOptions, ParlaClient } from '../client/create-client.js';
import type { Clock, Connectivity } from '../ports.js';
import type { Session } from '../state/create-session.js';
import type { Logger } from '../state/logger.js';
import type { VoiceModuleLoader } from '../voice-shell/voice-controllers.js';

/** What a token provider resolves to: a learner session (`{ access, refresh }`), or just an access token. */
export type EmbedTokenProviderResult = Pick<TokenPair, 'access' | 'refresh'> | string;

/** The host's function giving a fresh learner session (its backend calls `POST /api/v1/partner/sessions/`). */
export type EmbedTokenProvider = () => Promise<EmbedTokenProviderResult>;

/**
 * What the host page sets on an embed (an element's attributes): each one undefined gives its default back.
 * The theme and interface language are pinned (never the learner's saved ones); the learner's preferences given here
 * are saved to the profile once they differ.
 */
export interface EmbedSettings {
  /** Interface language (a regional tag counts by its language). Default: the browser's. */
  locale?: string | undefined;
  /** light, dark or auto. Default: light. */
  theme?: string | undefined;
  /** The language to practise. Default: the learner's preference (saved to it when given). */
  targetLanguage?: string | undefined;
  /** The learner's own language (saved to the preferences when given). */
  nativeLanguage?: string | undefined;
  /** beginner, intermediate or advanced (saved to the preferences when given). */
  skillLevel?: string | undefined;
  /** The learning mode of the conversation opened. Default: `free_conversation`. */
  learningMode?: string | undefined;
  /** A conversation of the learner's to open, checked first. Default: the active one in the target language and mode, else a new one. */
  conversationId?: string | undefined;
  /** Voice of spoken replies: female or male (saved to the preferences when given). */
  voice?: string | undefined;
}

/** Why the embed reports a failure: the codes of an element's `error` event. */
export type EmbedErrorCode =
  | 'conversation_not_found'
  | 'token_provider_failed'
  | 'token_provider_timeout'
  | 'session_rejected'
  | 'start_failed'
  | 'send_failed'
  | 'load_failed'
  | 'voice_failed'
  | 'invalid_attribute';

/** Where a reported failure came from. */
export type EmbedErrorSource = 'chat' | 'token-provider' | 'attribute';

/** What the embed tells its host page, by event name (an element dispatches each as a DOM event). */
export interface EmbedEventMap {
  /** Signed in, terms accepted, the conversation open on screen ({@link EmbedSession.chatShown}; once per conversation). */
  ready: { conversationId: string; userId: string };
  /** The tutor finished a reply. */
  message: { conversationId: string; message: Message };
  /** Once per failure the learner is told about; `message` is the English text they read. */
  error: { message: string; source: EmbedErrorSource; code?: EmbedErrorCode | undefined; conversationId?: string };
  /** The session's refresh was refused; `renewing` says whether a new one is asked of the token provider. */
  'session-expired': { renewing: boolean };
  /** A quota counter reached its warning level (once per counter), e.g. `daily.messages`. */
  'quota-warning': { counter: string; used: number; limit: number; fraction: number };
}

/** One event of {@link EmbedEventMap}, as `{ type, detail }`. */
export type EmbedEvent = { [Type in keyof EmbedEventMap]: { type: Type; detail: EmbedEventMap[Type] } }[keyof EmbedEventMap];

/**
 * What the embed shows: `busy` (something under way), `failed` (with Try again: {@link EmbedSession.retry}),
 * `conversation-not-found` (with {@link EmbedSession.startNewConversation}), `terms-declined` (with
 * {@link EmbedSession.startAgain}), `sign-in` (the sign-in form), `terms-closed` (the terms dialog closed without a
 * decision: {@link EmbedSession.showTerms}) or `chat` (the conversation of `$conversationId`).
 */
export type EmbedView = 'busy' | 'failed' | 'conversation-not-found' | 'terms-declined' | 'sign-in' | 'terms-closed' | 'chat';

/** Options of {@link createEmbedSession}. */
export interface EmbedSessionOptions {
  /** A client to use instead of one made from `baseUrl` (the host then handles its expired sessions). */
  client?: ParlaClient;
  /** Origin of the Parla API for the client the embed makes. Default: `''` (the page's origin). */
  baseUrl?: string;
  /** Other options of the client the embed makes (`fetch`, `retry`…). */
  clientOptions?: Omit<ClientOptions, 'baseUrl' | 'onSessionExpired' | 'quota' | 'tokenStore'>;
  /**
   * Gives a learner session at start, on retry and when a session that worked expires (then at once, after 1 s and 3 s,
   * a fourth time within a minute not). Default: none — the learner signs in (`sign-in` view).
   */
  tokenProvider?: EmbedTokenProvider;
  /** The host page's settings at start (later changes: {@link EmbedSession.configure}). */
  settings?: EmbedSettings;
  /** Loads the voice code (`() => import('@parla/sdk/voice')`); with it, failures of voice input are reported. */
  loadVoice?: VoiceModuleLoader;
  /** Time and timers (the token provider's timeout, renewals). Default: `systemClock`. */
  clock?: Clock;
  /** Online/offline status. Default: the browser's. */
  connectivity?: Connectivity;
  /** The browser's preferred languages (the default interface language). Default: `navigator.languages`. */
  languages?: readonly string[];
  /** Where failures nobody is shown are logged. Default: the console. */
  logger?: Logger;
}

/** An embedded tutor's whole behaviour: a session, what to show, the host page's events and the actions of its buttons. */
export interface EmbedSession {
  /** The app session the chat renders (give it to `ParlaProvider`). */
  readonly session: Session;
  /** What to show. */
  readonly $view: ReadableAtom<EmbedView>;
  /** The conversation shown: set once it is known to be the learner's, never a given id unchecked. */
  readonly $conversationId: ReadableAtom<string | null>;
  /** Whether a new conversation can be started (the target language is known). */
  readonly $canStartNew: ReadableAtom<boolean>;
  /** Applies the host page's settings (only what changed has an effect). */
  configure(settings: EmbedSettings): void;
  /** Calls `listener` with every event for the host page; returns the unsubscribe function. */
  subscribe(listener: (event: EmbedEvent) => void): () => void;
  /** Starts the session (again): a new one from the token provider, if there is one, then the learner's profile. */
  start(): Promise<void>;
  /** Try again (the `failed` view): finds the conversation again if that failed, else starts again. */
  retry(): void;
  /** Start again after the terms were declined: a new session from the token provider, or the sign-in form. */
  startAgain(): void;
  /** Opens the terms dialog again (the `terms-closed` view). */
  showTerms(): void;
  /** Starts a new conversation in the same language and mode (a failure shows as an error snackbar). */
  startNewConversation(): void;
  /** Shows another of the learner's conversations (the chat's history). */
  openConversation(conversationId: string): void;
  /** Tells the embed the chat of `conversationId` is on screen: `ready` fires then (once per conversation). */
  chatShown(conversationId: string): void;
  /** Tells the host page the tutor finished `reply` (`message` event). */
  replied(reply: Message): void;
  /** Stops every subscription, timer and request of the embed and its session. */
  destroy(): void;
}
