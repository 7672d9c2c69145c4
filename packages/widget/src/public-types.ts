// The public types of <tutor-chat>, self-contained: a partner's project type-checks them without React, the SDK or any
// other package installed (the element's bundle carries everything it runs).

/** A learner session, as the partner's backend gets it from `POST /api/v1/partner/sessions/`. */
export interface TutorChatSession {
  access: string;
  refresh: string;
}

/** What a partner's `tokenProvider` resolves to: a learner session from its backend, or just an access token. */
export type TokenProviderResult = TutorChatSession | string;

/** The partner's function giving a fresh learner session (it calls its backend, which calls `POST /api/v1/partner/sessions/`). */
export type TokenProvider = () => Promise<TokenProviderResult>;

/** A chat message as the API gives it (`tutor-chat:message` carries the tutor's finished reply; it may hold more fields). */
export interface TutorChatMessage {
  id: string;
  conversation_id: string;
  /** `ai` (the tutor) or `user` (the learner). */
  sender: 'ai' | 'user';
  message_text: string;
  /** When it was written (ISO 8601). */
  timestamp: string;
  status: 'processing' | 'delivered' | 'failed';
  /** When the learner last edited it (ISO 8601), or null. */
  edited_at: string | null;
}

/** The languages a learner can speak natively or learn. */
export type TutorChatLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'ja' | 'ko' | 'zh' | 'uk' | 'nl' | 'pl' | 'ru' | 'sv' | 'tr';

/** The learning modes. */
export type TutorChatLearningMode =
  | 'translation'
  | 'grammar'
  | 'vocabulary'
  | 'roleplay'
  | 'free_conversation'
  | 'storytelling'
  | 'cultural_context'
  | 'idioms'
  | 'slang';

/**
 * The `<tutor-chat>` element: a property per attribute (camelCased, reflecting it; `undefined` gives the default back),
 * the property-only `client` and `tokenProvider`, and typed `tutor-chat:*` events.
 * @example
 * const chat = document.querySelector('tutor-chat')!; // typed as TutorChatElement
 * chat.tokenProvider = async () => (await fetch('/parla-session', { method: 'POST' })).json();
 * chat.addEventListener('tutor-chat:message', (event) => console.log(event.detail.message.message_text));
 */
export interface TutorChatElement extends HTMLElement {
  /** `api-base`: origin of the Parla API. Default: the page's origin. */
  apiBase: string | undefined;
  /** `locale`: interface language (en, es, fr, de, it, pt, ja, ko, zh, uk; a regional tag counts by its language). Default: the browser's. */
  locale: string | undefined;
  /** `theme`. Default: light. */
  theme: 'light' | 'dark' | 'auto' | undefined;
  /** `target-language`: the language to practise. Default: the learner's preference. */
  targetLanguage: TutorChatLanguage | undefined;
  /** `native-language`: the learner's own language. Default: the learner's preference. */
  nativeLanguage: TutorChatLanguage | undefined;
  /** `skill-level`. Default: the learner's preference. */
  skillLevel: 'beginner' | 'intermediate' | 'advanced' | undefined;
  /** `learning-mode`. Default: `free_conversation`. */
  learningMode: TutorChatLearningMode | undefined;
  /** `conversation-id`: a conversation of the learner's to open. Default: the active one in the target language, else a new one. */
  conversationId: string | undefined;
  /** `voice` of spoken replies. Default: the learner's preference. */
  voice: 'female' | 'male' | undefined;
  /** `mode`: `inline` (fills its box) or `launcher` (a bubble that opens a panel). Default: inline. */
  mode: 'inline' | 'launcher' | undefined;
  /** `open`: in launcher mode, whether the panel is open (a boolean attribute, as on `<details>`). */
  open: boolean;
  /** A client made with `createClient` from `@parla/sdk`, used instead of one made from `apiBase` (property only). */
  client: object | undefined;
  /** Called for a fresh learner session at start and whenever the session expires (property only). */
  tokenProvider: TokenProvider | undefined;

  addEventListener<K extends keyof TutorChatEventMap>(
    type: K,
    listener: (this: TutorChatElement, event: TutorChatEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: TutorChatElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof TutorChatEventMap>(
    type: K,
    listener: (this: TutorChatElement, event: TutorChatEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: TutorChatElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** `tutor-chat:ready` — the chat is open and usable: signed in, terms accepted, conversation loaded. */
export interface TutorChatReadyDetail {
  /** The open conversation. */
  conversationId: string;
  /** The signed-in learner's Parla id. */
  userId: string;
}

/** `tutor-chat:message` — the tutor finished a reply. */
export interface TutorChatMessageDetail {
  conversationId: string;
  /** The reply (`sender: 'ai'`, `status: 'delivered'`). */
  message: TutorChatMessage;
}

/**
 * Machine code of a `tutor-chat:error`, what failed:
 * - `conversation_not_found`: the `conversation-id` is not one of the learner's conversations (it does not exist, or it
 *   is another learner's); the learner is offered a new one.
 * - `token_provider_failed`: the partner's `tokenProvider` threw or rejected; `token_provider_timeout`: it did not settle
 *   within the HTTP timeout (30 s).
 * - `session_rejected`: the server refused the session the `tokenProvider` gave (a token of another server, a bad
 *   signature, not a token at all), or refused its renewals again and again.
 * - `start_failed`: the learner's profile or conversation could not be loaded (the API cannot be reached, a server error).
 * - `send_failed`: a message could not be sent; `load_failed`: the open conversation could not be loaded.
 * - `voice_failed`: voice input failed (no microphone, access denied, the transcription failed).
 * - `invalid_attribute`: an attribute's value is not one of its documented values; its default applies.
 */
export type TutorChatErrorCode =
  | 'conversation_not_found'
  | 'token_provider_failed'
  | 'token_provider_timeout'
  | 'session_rejected'
  | 'start_failed'
  | 'send_failed'
  | 'load_failed'
  | 'voice_failed'
  | 'invalid_attribute';

/** `tutor-chat:error` — something failed that the learner was told about (once per failure), or an attribute was invalid. */
export interface TutorChatErrorDetail {
  /** The text the learner was told, in English (§8 wording), or what is wrong with the attribute. */
  message: string;
  /** Where it came from: the chat, the partner's `tokenProvider` (and the session it gave), or an attribute. */
  source: 'chat' | 'token-provider' | 'attribute';
  /** What failed. Default: absent (a failure shown in a snackbar, e.g. saving the preferences). */
  code?: TutorChatErrorCode | undefined;
  /** With `conversation_not_found`: the conversation that could not be opened. */
  conversationId?: string | undefined;
}

/**
 * `tutor-chat:session-expired` — the session ended (refresh refused). With a `tokenProvider`, a session that worked is
 * renewed (at once, then after 1 s and 3 s); one refused before it ever worked, or a fourth expiry within a minute, is not.
 */
export interface TutorChatSessionExpiredDetail {
  /** Whether the widget is asking `tokenProvider` for a fresh session. */
  renewing: boolean;
}

/** `tutor-chat:quota-warning` — a daily or monthly quota reached its warning threshold (80 %). */
export interface TutorChatQuotaWarningDetail {
  /** The counter, e.g. `daily.messages` or `monthly.totalRequests`. */
  counter: string;
  used: number;
  limit: number;
  /** `used / limit`. */
  fraction: number;
}

/** Every event of `<tutor-chat>` with its `detail`. */
export interface TutorChatEventMap {
  'tutor-chat:ready': CustomEvent<TutorChatReadyDetail>;
  'tutor-chat:message': CustomEvent<TutorChatMessageDetail>;
  'tutor-chat:error': CustomEvent<TutorChatErrorDetail>;
  'tutor-chat:session-expired': CustomEvent<TutorChatSessionExpiredDetail>;
  'tutor-chat:quota-warning': CustomEvent<TutorChatQuotaWarningDetail>;
}

/** Name of one event, without the prefix. */
export type TutorChatEventName = keyof TutorChatEventMap extends `tutor-chat:${infer Name}` ? Name : never;

declare global {
  interface HTMLElementTagNameMap {
    'tutor-chat': TutorChatElement;
  }
}
