import { useId } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import { mdiMicrophone, mdiMicrophoneOff } from '@mdi/js';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT } from '../../i18n/use-t.js';
import { useLanguageName } from '../chat-header/use-language-name.js';
import { Icon } from '../icon/icon.js';
import { useSpeechAvailability, useVoiceCapabilities } from './use-voice-capabilities.js';

/** Props of {@link VoiceButton}; the rest are spread on the `<button>`. */
export interface VoiceButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** The language to speak (ISO 639-1, e.g. `es`): the conversation's target language. */
  language: string;
  /** Called when the learner starts recording; only offered when the server can transcribe `language`. */
  onRecord: () => void;
}

/**
 * The microphone button of the chat input. It asks the server's voice capabilities once per session; when speech-to-text
 * is unavailable for the language it stays disabled and says why (tooltip, description, and a snackbar when pressed),
 * otherwise it calls `onRecord`.
 * @example
 * <VoiceButton language={conversation.target_language} onRecord={startRecording} />
 */
export function VoiceButton({ language, onRecord, className, ...rest }: VoiceButtonProps) {
  const session = useParlaSession('VoiceButton');
  const state = useVoiceCapabilities();
  const t = useT();
  const languageName = useLanguageName();
  const descriptionId = useId();
  const available = useSpeechAvailability('speech_to_text', language) === 'available';
  const reason =
    state.status === 'loading'
      ? t('chat.voice.checking')
      : state.status === 'error'
        ? t('chat.error.voice')
        : available
          ? null
          : t('chat.voice.unavailable', { language: languageName(language) });
  return (
    <>
      <button
        type="button"
        className={className ? `parla-icon-button parla-voice-button ${className}` : 'parla-icon-button parla-voice-button'}
        aria-label={t('chat.voice.record')}
        aria-disabled={available ? undefined : true}
        aria-describedby={reason ? descriptionId : undefined}
        title={reason ?? undefined}
        data-state={available ? 'available' : state.status === 'loading' ? 'loading' : 'unavailable'}
        onClick={() => {
          if (available) {
            onRecord();
          } else if (reason) {
            // A tooltip never shows on a touch screen: a tap says why as well.
            session.snackbar.notify({ type: 'info', text: reason });
          }
        }}
        {...rest}
      >
        <Icon path={available ? mdiMicrophone : mdiMicrophoneOff} />
      </button>
      {reason ? (
        <span id={descriptionId} hidden>
          {reason}
        </span>
      ) : null}
    </>
  );
}
