import { useId } from 'react';
import type { HTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import type { ChatSession } from '@parla/sdk';
import { LEARNING_MODES, PLAYBACK_SPEED, VOICE_GENDERS, clampPlaybackSpeed } from '@parla/contract/constants';
import type { VoiceGender } from '@parla/contract/constants';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { formatPlaybackSpeed } from '../../i18n/format-playback-speed.js';
import { useChatPartIntl, useChatPartT } from '../../i18n/use-chat-part-intl.js';
import type { MessageKey } from '../../i18n/messages/en.js';
import { LEARNING_MODE_KEYS } from '../chat-header/learning-mode-key.js';
import { useDebouncedSave } from './use-debounced-save.js';

/** The speed is saved this long after the slider stops moving. */
const SPEED_SAVE_DELAY_MS = 400;

/** Step of the playback-speed slider. */
const SPEED_STEP = 0.25;
const VOICE_KEYS: Readonly<Record<VoiceGender, MessageKey>> = { female: 'chat.settings.voiceFemale', male: 'chat.settings.voiceMale' };

/** Props of {@link ChatSettings}; the rest are spread on the `<section>`. */
export interface ChatSettingsProps extends HTMLAttributes<HTMLElement> {
  /** The chat whose learning mode is set (`useChat().chat`). */
  chat: Pick<ChatSession, 'setLearningMode' | '$conversation'>;
}

/**
 * The chat's settings: the learning mode of the conversation (9 modes), and the learner's playback speed (0.5–2, steps
 * of 0.25) and voice (female or male), saved to the profile's preferences.
 * @example
 * <ChatSettings chat={chat} />
 */
export function ChatSettings({ chat, className, ...rest }: ChatSettingsProps) {
  const { profile } = useParlaSession('ChatSettings');
  const preferences = useStore(profile.$preferences);
  const conversation = useStore(chat.$conversation);
  const t = useChatPartT();
  const intl = useChatPartIntl();
  const speedId = useId();
  const name = useId();
  const [speed, setSpeed] = useDebouncedSave(
    clampPlaybackSpeed(preferences?.playback_speed ?? PLAYBACK_SPEED.default),
    (playbackSpeed: number) => void profile.updatePreferences({ playback_speed: playbackSpeed }),
    SPEED_SAVE_DELAY_MS,
  );
  const voice = preferences?.voice_preference ?? 'female';
  const noProfile = preferences === null;
  return (
    <section className={className ? `parla-chat-settings ${className}` : 'parla-chat-settings'} aria-label={t('chat.settings.title')} {...rest}>
      <h2 className="parla-chat-settings__title">{t('chat.settings.title')}</h2>
      <fieldset className="parla-fieldset" disabled={!conversation}>
        <legend>{t('chat.settings.mode')}</legend>
        {LEARNING_MODES.map((mode) => (
          <label key={mode} className="parla-choice">
            <input
              type="radio"
              className="parla-radio"
              name={`${name}-mode`}
              value={mode}
              checked={conversation?.learning_mode === mode}
              onChange={() => void chat.setLearningMode(mode)}
            />
            <span>{t(LEARNING_MODE_KEYS[mode])}</span>
          </label>
        ))}
      </fieldset>
      <div className="parla-chat-settings__speed">
        <label htmlFor={speedId}>{t('chat.settings.speed')}</label>
        <input
          id={speedId}
          type="range"
          className="parla-slider"
          min={PLAYBACK_SPEED.min}
          max={PLAYBACK_SPEED.max}
          step={SPEED_STEP}
          value={speed}
          disabled={noProfile}
          aria-valuetext={formatPlaybackSpeed(intl, speed)}
          onChange={(event) => setSpeed(clampPlaybackSpeed(Number(event.currentTarget.value)))}
        />
        <output htmlFor={speedId}>{formatPlaybackSpeed(intl, speed)}</output>
      </div>
      <fieldset className="parla-fieldset" disabled={noProfile}>
        <legend>{t('chat.settings.voice')}</legend>
        {VOICE_GENDERS.map((gender) => (
          <label key={gender} className="parla-choice">
            <input
              type="radio"
              className="parla-radio"
              name={`${name}-voice`}
              value={gender}
              checked={voice === gender}
              onChange={() => void profile.updatePreferences({ voice_preference: gender })}
            />
            <span>{t(VOICE_KEYS[gender])}</span>
          </label>
        ))}
      </fieldset>
      {noProfile ? <p className="parla-chat-settings__note">{t('chat.settings.signedOut')}</p> : null}
    </section>
  );
}
