import { mdiContentCopy, mdiPencil, mdiStop, mdiTranslate, mdiVolumeHigh } from '@mdi/js';
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { isApiError } from '@parla/sdk';
import type { Message } from '@parla/sdk';
import { PLAYBACK_SPEED } from '@parla/contract/constants';
import type { LanguageCode } from '@parla/contract/constants';
import { useLatest } from '../../hooks/use-latest.js';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { MenuList } from '../menu/menu-list.js';
import type { MenuListContext } from '../menu/menu-button.js';
import type { MenuItem } from '../menu/menu.js';
import { useVoiceControllers } from '../../voice/use-voice-controllers.js';
import { useVoiceErrorText } from '../../voice/voice-error-text.js';
import type { Speaker } from './browser-speaker.js';
import type { ClipboardPort } from './message-menu.js';

/** Props of {@link MessageMenuPopup}. */
export interface MessageMenuPopupProps extends MenuListContext {
  message: Message;
  /** The language Speak uses (the conversation's target language). */
  targetLanguage: LanguageCode;
  /** Where Copy writes; null disables Copy. */
  clipboard: ClipboardPort | null;
  /** The speaker of `MessageMenu` (undefined: the session's speech player; null: Speak is disabled). */
  speaker: Speaker | null | undefined;
  /** Whether this message is being spoken (Speak then reads Stop). */
  speaking: boolean;
  /** Whether a translation is under way (Translate is then disabled). */
  translating: boolean;
  /** Shown (and called by Translate) only on messages the server has (not on an undelivered one), when it can translate. */
  onTranslate: (() => void) | null;
  /** Why the server cannot translate, shown on a disabled Translate (once: see `onTranslateExplained`); null leaves Translate out. */
  translateUnavailable?: string | null;
  /** Called when the list that said why Translate is unavailable closes (it is said once per session). */
  onTranslateExplained?: () => void;
  /** Shown (and called by Edit) only on the learner's delivered messages. */
  onEdit: (() => void) | null;
}

/**
 * The open list of a message's menu, loaded the first time the menu is about to open: Speak (Stop while it plays),
 * Copy (with a snackbar), Translate and Edit. `MessageMenu` keeps the button, the translation and the editor's state.
 */
export function MessageMenuPopup({
  message,
  targetLanguage,
  clipboard,
  speaker,
  speaking,
  translating,
  onTranslate,
  translateUnavailable = null,
  onTranslateExplained,
  onEdit,
  ...context
}: MessageMenuPopupProps) {
  const session = useParlaSession('MessageMenu');
  const preferences = useStore(session.profile.$preferences);
  const t = useChatPartT();
  const voice = useVoiceControllers('MessageMenu');
  const voiceErrorText = useVoiceErrorText();
  // Once this list has said why Translate is unavailable, closing it marks that said (not opening it: the entry would vanish at once).
  const saidWhy = useRef(false);
  saidWhy.current ||= translateUnavailable !== null;
  const onExplainedRef = useLatest(onTranslateExplained);
  useEffect(
    () => () => {
      if (saidWhy.current) {
        onExplainedRef.current?.();
      }
    },
    [onExplainedRef],
  );

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
    if (error?.code === 'engine_not_configured' || error?.code === 'engine_unavailable') {
      // The player tried the browser's voice after the server's and found none: say what failed, reading aloud.
      const key = error.code === 'engine_not_configured' ? 'chat.messageMenu.speakUnavailable' : 'chat.messageMenu.speakFailed';
      session.snackbar.notify({ type: 'error', text: t(key), key });
    } else if (error) {
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
      disabled: !clipboard,
      description: clipboard ? undefined : t('chat.messageMenu.copyUnavailable'),
      onSelect: () => void (clipboard && copy(clipboard)),
    },
  ];
  if (onTranslate) {
    items.push({ id: 'translate', label: t('chat.messageMenu.translate'), icon: mdiTranslate, disabled: translating, onSelect: onTranslate });
  } else if (translateUnavailable) {
    items.push({ id: 'translate', label: t('chat.messageMenu.translateOff'), icon: mdiTranslate, disabled: true, description: translateUnavailable, onSelect: () => undefined });
  }
  if (onEdit) {
    items.push({ id: 'edit', label: t('chat.messageMenu.edit'), icon: mdiPencil, onSelect: onEdit });
  }
  return <MenuList {...context} items={items} />;
}
