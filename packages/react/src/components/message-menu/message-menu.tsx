import { lazy, useId, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { isUndelivered } from '@parla/sdk';
import type { ChatSession, Message } from '@parla/sdk';
import type { LanguageCode } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT, useTranslateText } from '../../i18n/use-t.js';
import { useLanguageName } from '../chat-header/use-language-name.js';
import { MenuButton } from '../menu/menu-button.js';
import { useVoiceControllers } from '../../voice/use-voice-controllers.js';
import type { Speaker } from './browser-speaker.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';

/** Writes text to the clipboard: the port Copy uses (`navigator.clipboard` by default). */
export interface ClipboardPort {
  writeText(text: string): Promise<void>;
}

/** Props of {@link MessageMenu}; the rest are spread on its wrapping `<div>`. */
export interface MessageMenuProps extends HTMLAttributes<HTMLDivElement> {
  /** The message the menu acts on. */
  message: Message;
  /** The chat holding it (`useChat().chat`). */
  chat: Pick<ChatSession, 'translate' | 'edit' | '$translations' | '$conversation' | '$actionError'>;
  /** Where Copy writes. Default: `navigator.clipboard`; null disables Copy. */
  clipboard?: ClipboardPort | null;
  /**
   * What Speak uses. Default: the session's speech player (`useSpeechPlayer`: the server's voice, else the browser's),
   * and Speak becomes Stop while the message plays; a {@link Speaker} such as `browserSpeaker()` instead; null disables Speak.
   */
  speaker?: Speaker | null;
  /** Called with the message id on every render (tests count renders with it). Default: none. */
  onRender?: (messageId: string) => void;
}

function defaultClipboard(): ClipboardPort | null {
  return (globalThis as { navigator?: { clipboard?: ClipboardPort } }).navigator?.clipboard ?? null;
}

/** Imports the menu's list (a chunk of its own, with the editor's); started when the pointer or focus reaches the button. */
const importPopup = loadOnDemand(() => import('./message-menu-popup.js').then((module) => ({ default: module.MessageMenuPopup })));

const importEditor = loadOnDemand(() => import('./message-editor.js').then((module) => ({ default: module.MessageEditor })));

function prefetch(editable: boolean): void {
  preload(importPopup);
  if (editable) {
    preload(importEditor);
  }
}

const MessageMenuPopup = lazy(importPopup);
const MessageEditor = lazy(importEditor);

/**
 * The menu of one message: Speak (the preferred voice and speed; Stop while it plays), Copy (with a snackbar), Translate (into the
 * learner's native language, shown under the text; not offered when the server cannot translate that pair) and, on the learner's
 * own messages, Edit (inline, Save/Cancel).
 * The list and the editor load on demand: when the pointer or focus first reaches the button.
 * @example
 * <MessageMenu message={message} chat={chat} />
 */
export function MessageMenu({ message, chat, clipboard, speaker, onRender, className, ...rest }: MessageMenuProps) {
  onRender?.(message.id);
  const session = useParlaSession('MessageMenu');
  const preferences = useStore(session.profile.$preferences);
  const conversation = useStore(chat.$conversation);
  const translation = useStore(chat.$translations)[message.id];
  const serverTranslates = useStore(session.capabilities.$translation);
  // Where no engine translates, the first menu of the session says why in Translate's place; later ones leave it out.
  const translationExplained = useStore(session.capabilities.$translationExplained);
  const t = useT();
  const translateText = useTranslateText();
  const languageName = useLanguageName();
  const [translating, setTranslating] = useState(false);
  const [translateError, setTranslateError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const translationId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const clipboardPort = clipboard === undefined ? defaultClipboard() : clipboard;
  const voice = useVoiceControllers('MessageMenu');
  const playback = useStore(voice.playback);
  const speaking = speaker === undefined && playback.messageId === message.id && (playback.status === 'loading' || playback.status === 'playing');
  const nativeLanguage: LanguageCode = conversation?.native_language ?? preferences?.native_language ?? 'en';
  const targetLanguage: LanguageCode = conversation?.target_language ?? preferences?.target_language ?? 'en';
  // The message is read in the conversation's language. 'unknown' while the capabilities load: Translate stays offered
  // until the server says it cannot translate this pair (its capabilities, or a 501 for the pair).
  const translatable = useStore(session.capabilities.translation(targetLanguage, nativeLanguage)) !== 'unavailable';
  // Why not: no engine at all, or none for this pair while others are translated.
  const whyNot =
    serverTranslates === 'available'
      ? t('chat.messageMenu.translatePairUnavailable', { source: languageName(targetLanguage), target: languageName(nativeLanguage) })
      : t('chat.messageMenu.translateUnavailable');

  async function translate(): Promise<void> {
    setTranslating(true);
    setTranslateError(null);
    const result = await chat.translate(message.id, nativeLanguage);
    setTranslating(false);
    if (!result) {
      const error = chat.$actionError.get();
      if (error?.code === 'engine_not_configured') {
        // Said here under the message: no menu needs to say it again.
        session.capabilities.markTranslationExplained();
      }
      setTranslateError(
        error?.code === 'engine_not_configured'
          ? whyNot
          : error?.code === 'engine_unavailable'
            ? t('errors.http.unavailable')
            : translateText({ text: error?.message ?? t('errors.unexpected') }),
      );
    }
  }

  function closeEditor(): void {
    setEditing(false);
    rootRef.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
  }

  const editable = message.sender === 'user' && message.status === 'delivered';
  return (
    <div
      ref={rootRef}
      className={className ? `parla-message-menu ${className}` : 'parla-message-menu'}
      data-state={editing ? 'editing' : translating ? 'translating' : translateError ? 'error' : speaking ? 'speaking' : 'idle'}
      {...rest}
    >
      <MenuButton
        label={t('chat.messageMenu.label')}
        className="parla-message-menu__trigger"
        onIntent={() => prefetch(editable)}
        renderList={(context) => (
          <OnDemand>
            <MessageMenuPopup
              {...context}
              message={message}
              targetLanguage={targetLanguage}
              clipboard={clipboardPort}
              speaker={speaker}
              speaking={speaking}
              translating={translating}
              onTranslate={translatable && !isUndelivered(message) ? () => void translate() : null}
              translateUnavailable={!translatable && !translationExplained && !isUndelivered(message) ? whyNot : null}
              onTranslateExplained={session.capabilities.markTranslationExplained}
              onEdit={editable ? () => setEditing(true) : null}
            />
          </OnDemand>
        )}
      />
      {editing ? (
        <OnDemand>
          <MessageEditor message={message} chat={chat} onClose={closeEditor} />
        </OnDemand>
      ) : null}
      {translating ? (
        <p className="parla-message-menu__note" role="status">
          {t('chat.messageMenu.translating')}
        </p>
      ) : null}
      {translateError ? (
        <p className="parla-message-menu__error" role="alert">
          {translateError}
        </p>
      ) : null}
      {translation && !translating ? (
        <div className="parla-message-menu__translation" aria-labelledby={translationId}>
          <span id={translationId} className="parla-message-menu__translation-label">
            {t('chat.messageMenu.translation', { language: languageName(translation.target_language) })}
          </span>
          <p lang={translation.target_language}>{translation.translated_text}</p>
        </div>
      ) : null}
    </div>
  );
}
