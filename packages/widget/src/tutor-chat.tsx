import { useEffect, useRef, useState } from 'react';
import { AdoptedStyle, ParlaProvider, ParlaRoot, StyleRootContext, type ParlaClient } from '@parla/react/chat';
import { createEmbedSession, type EmbedSession, type EmbedSettings } from '@parla/sdk/embed';
import { dispatchEmbedEvent } from './events.js';
import type { TokenProvider } from './public-types.js';
import { hostStylesheet } from './host-styles.js';
import { Launcher } from './launcher.js';
import { WidgetBody } from './widget-body.js';

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

/** The attributes the embed session follows. */
function settingsOf(props: TutorChatProps): EmbedSettings {
  const { locale, theme, targetLanguage, nativeLanguage, skillLevel, learningMode, conversationId, voice } = props;
  return { locale, theme, targetLanguage, nativeLanguage, skillLevel, learningMode, conversationId, voice };
}

/**
 * The chat of `<tutor-chat>`: renders an SDK embed session (`createEmbedSession`, where every behaviour lives: the token
 * provider, the terms, the conversation, the learner's preferences, the partner's events). This only hands on the
 * attributes and properties, turns the session's events into DOM events, and renders.
 */
export function TutorChat(props: TutorChatProps) {
  const host = hostOf(props.container);
  const latest = useRef(props);
  latest.current = props;
  const hasTokenProvider = typeof props.tokenProvider === 'function';
  const [embed, setEmbed] = useState<EmbedSession | null>(null);
  const [open, setOpen] = useState(props.open === true);
  useEffect(() => setOpen(props.open === true), [props.open]);
  const launcher = props.mode === 'launcher';

  // One embed session per client, API base and kind of sign-in (the provider called is always the latest one set).
  useEffect(() => {
    const created = createEmbedSession({
      client: props.client,
      baseUrl: props.apiBase ?? '',
      tokenProvider: hasTokenProvider ? () => latest.current.tokenProvider!() : undefined,
      settings: settingsOf(latest.current),
      loadVoice: () => import('@parla/sdk/voice'),
    });
    const stopEvents = created.subscribe((event) => dispatchEmbedEvent(host, event));
    setEmbed(created);
    void created.start();
    return () => {
      stopEvents();
      created.destroy();
    };
  }, [props.client, props.apiBase, hasTokenProvider, host]);

  // The attributes as they are now (the session applies only what changed).
  useEffect(() => embed?.configure(settingsOf(props)));

  const frame = (
    <div className="tutor-chat-frame" part="frame">
      {embed ? (
        <ParlaProvider session={embed.session}>
          <ParlaRoot>
            <WidgetBody embed={embed} />
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
          session={embed?.session ?? null}
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
