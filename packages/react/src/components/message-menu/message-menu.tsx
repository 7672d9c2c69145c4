import { useId, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiContentCopy, mdiPencil, mdiStop, mdiTranslate, mdiVolumeHigh } from '@mdi/js';
import { useStore } from '@nanostores/react';
import type { ChatSession, Message } from '@parla/sdk';
import { PLAYBACK_SPEED } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT, useTranslateText } from '../../i18n/use-t.js';
import { useLanguageName } from '../chat-header/use-language-name.js';
import { Menu } from '../menu/menu.js';
import type { MenuItem } from '../menu/menu.js';
import { isApiError } from '@parla/sdk';
import { useVoiceControllers } from '../../voice/use-voice-controllers.js';
import { useVoiceErrorText } from '../../voice/voice-error-text.js';
import type { Speaker } from './browser-speaker.js';
import { MessageEditor } from './message-editor.js';

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

/**
 * The menu of one message: Speak (the preferred voice and speed; Stop while it plays), Copy (with a snackbar), Translate (into the
 * learner's native language, shown under the text) and, on the learner's own messages, Edit (inline, Save/Cancel).
 * @example
 * <MessageMenu message={message} chat={chat} />
 */
export function MessageMenu({ message, chat, clipboard, speaker, onRender, className, ...rest }: MessageMenuProps) {
  onRender?.(message.id);
  const session = useParlaSession('MessageMenu');
  const preferences = useStore(session.profile.$preferences);
  const conversation = useStore(chat.$conversation);
  const translation = useStore(chat.$translations)[message.id];
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
  const voiceErrorText = useVoiceErrorText();
  const speaking = speaker === undefined && playback.messageId === message.id && (playback.status === 'loading' || playback.status === 'playing');
  const nativeLanguage: LanguageCode = conversation?.native_language ?? preferences?.native_language ?? 'en';
  const targetLanguage: LanguageCode = conversation?.target_language ?? preferences?.target_language ?? 'en';

  async function translate(): Promise<void> {
    setTranslating(true);
    setTranslateError(null);
    const result = await chat.translate(message.id, nativeLanguage);
    setTranslating(false);
    if (!result) {
      const error = chat.$actionError.get();
      setTranslateError(error?.code === 'engine_unavailable' && error.status === 503 ? t('chat.messageMenu.translateUnavailable') : translateText({ text: error?.message ?? t('errors.unexpected') }));
    }
  }

  async function speak(): Promise<void> {
    const options = {
      languageCode: targetLanguage,
      voice: preferences?.voice_preference ?? 'female',
      speed: preferences?.playback_speed ?? PLAYBACK_SPEED.default,
    } as const;
    if (speaker) {
      speaker.speak({ text: message.message_text, language: options.languageCode, rate: options.speed, voice: options.voice });
      return;
    }
    let failure: unknown = null;
    try {
      await voice.speakMessage(message, options);
    } catch (error) {
      failure = error;
    }
    const state = voice.playback.get();
    const error = isApiError(failure) ? failure : state.status === 'error' && state.messageId === message.id ? state.error : null;
    if (error) {
      session.snackbar.notify({ type: 'error', text: voiceErrorText({ kind: 'api', error }) });
    } else if (failure) {
      console.error('[@parla/react] Speaking the message failed', failure);
      session.snackbar.notify({ type: 'error', text: t('chat.messageMenu.speakFailed'), key: 'chat.messageMenu.speakFailed' });
    }
  }

  async function copy(port: ClipboardPort): Promise<void> {
    try {
      await port.writeText(message.message_text);
      session.snackbar.notify({ type: 'success', text: t('chat.messageMenu.copied'), key: 'chat.messageMenu.copied' });
    } catch {
      session.snackbar.notify({ type: 'error', text: t('chat.messageMenu.copyFailed'), key: 'chat.messageMenu.copyFailed' });
    }
  }

  function closeEditor(): void {
    setEditing(false);
    rootRef.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
  }

  const items: MenuItem[] = [
    {
      id: 'speak',
      label: t(speaking ? 'chat.messageMenu.stopSpeaking' : 'chat.messageMenu.speak'),
      icon: speaking ? mdiStop : mdiVolumeHigh,
      disabled: speaker === null,
      description: speaker === null ? t('chat.messageMenu.speakUnavailable') : undefined,
      onSelect: () => (speaking ? voice.stopSpeaking() : void speak()),
    },
    {
      id: 'copy',
      label: t('chat.messageMenu.copy'),
      icon: mdiContentCopy,
      disabled: !clipboardPort,
      description: clipboardPort ? undefined : t('chat.messageMenu.copyUnavailable'),
      onSelect: () => void (clipboardPort && copy(clipboardPort)),
    },
    { id: 'translate', label: t('chat.messageMenu.translate'), icon: mdiTranslate, disabled: translating, onSelect: () => void translate() },
  ];
  if (message.sender === 'user' && message.status === 'delivered') {
    items.push({ id: 'edit', label: t('chat.messageMenu.edit'), icon: mdiPencil, onSelect: () => setEditing(true) });
  }

  return (
    <div
      ref={rootRef}
      className={className ? `parla-message-menu ${className}` : 'parla-message-menu'}
      data-state={editing ? 'editing' : translating ? 'translating' : translateError ? 'error' : speaking ? 'speaking' : 'idle'}
      {...rest}
    >
      <Menu label={t('chat.messageMenu.label')} items={items} className="parla-message-menu__trigger" />
      {editing ? <MessageEditor message={message} chat={chat} onClose={closeEditor} /> : null}
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
