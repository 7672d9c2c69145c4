import { useId, useState } from 'react';
import type { FormEvent, FormHTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { INTERFACE_LANGUAGES, LANGUAGE_NAMES, PLAYBACK_SPEED, THEMES, VOICE_GENDERS, clampPlaybackSpeed } from '@parla/contract/constants';
import type { InterfaceLanguage, VoiceGender } from '@parla/contract/constants';
import { useLocale } from '../../hooks/use-locale.js';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useTheme } from '../../hooks/use-theme.js';
import { formatPlaybackSpeed } from '../../i18n/format-playback-speed.js';
import { useIntl, useT } from '../../i18n/use-t.js';

/** Props of {@link SettingsPanel}; the rest are spread on the `<form>`. */
export interface SettingsPanelProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Step of the playback-speed slider. Default: 0.25. */
  speedStep?: number | undefined;
  /** Called after saving, with whether the server accepted the change. Default: none. */
  onSaved?: ((saved: boolean) => void) | undefined;
  /** The title's element: `h1` where the panel is the page's main content (as on the app's route), `h2` inside a page. Default: `h2`. */
  titleAs?: 'h1' | 'h2' | undefined;
}

/** What Save stores beside the language and theme, which apply as soon as they are chosen. */
interface Draft {
  speed: number;
  voice: VoiceGender;
  autoPlay: boolean;
}

/**
 * The settings screen (§2 /settings): interface language (the 10, by native name), theme (light, dark, auto), playback
 * speed (0.5–2), voice and auto-play (the tutor's replies read aloud as they arrive). A language or theme applies as soon as it is chosen, as the header's picker and theme button
 * do (`session.settings`); Save stores everything when signed in ('Preferences updated successfully' or 'Failed to update
 * preferences') and confirms it was kept on this device when signed out.
 * @example
 * <SettingsPanel />
 */
export function SettingsPanel({ speedStep = 0.25, onSaved, titleAs: Title = 'h2', className, ...rest }: SettingsPanelProps) {
  const session = useParlaSession('SettingsPanel');
  const preferences = useStore(session.profile.$preferences);
  const { theme } = useTheme();
  const { locale } = useLocale();
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const languageId = useId();
  const speedId = useId();
  const [draft, setDraft] = useState<Draft>(() => ({
    speed: clampPlaybackSpeed(preferences?.playback_speed ?? PLAYBACK_SPEED.default),
    voice: preferences?.voice_preference ?? 'female',
    autoPlay: preferences?.auto_play_replies === true,
  }));
  const [saving, setSaving] = useState(false);
  // The profile often loads after the panel mounts (a fresh page): take the saved speed and voice once they arrive.
  const [seeded, setSeeded] = useState(preferences !== null);
  if (!seeded && preferences) {
    setSeeded(true);
    setDraft((previous) => ({
      ...previous,
      speed: clampPlaybackSpeed(preferences.playback_speed ?? PLAYBACK_SPEED.default),
      voice: preferences.voice_preference ?? 'female',
      autoPlay: preferences.auto_play_replies === true,
    }));
  }

  function change(changes: Partial<Draft>): void {
    setDraft((previous) => ({ ...previous, ...changes }));
  }

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (saving) {
      return;
    }
    setSaving(true);
    const saved = await session.settings.save({
      ui_language: locale,
      theme,
      playback_speed: clampPlaybackSpeed(draft.speed),
      voice_preference: draft.voice,
      auto_play_replies: draft.autoPlay,
    });
    setSaving(false);
    onSaved?.(saved);
  }

  const speedText = formatPlaybackSpeed(intl, draft.speed);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={className ? `parla-form parla-settings ${className}` : 'parla-form parla-settings'}
      data-state={saving ? 'saving' : 'idle'}
      onSubmit={(event) => void save(event)}
      {...rest}
    >
      <Title id={titleId} className="parla-form__title">
        {t('settings.title')}
      </Title>
      <div className="parla-form-field">
        <label className="parla-form-field__label" htmlFor={languageId}>
          {t('settings.language')}
        </label>
        <select
          id={languageId}
          name="ui_language"
          className="parla-field"
          value={locale}
          onChange={(event) => session.settings.chooseLanguage(event.currentTarget.value as InterfaceLanguage)}
        >
          {INTERFACE_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code].nativeName}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="parla-fieldset">
        <legend>{t('settings.theme')}</legend>
        <div className="parla-choices" data-layout="row">
          {THEMES.map((option) => (
            <label key={option} className="parla-choice">
              <input type="radio" name="theme" value={option} checked={theme === option} onChange={() => session.settings.chooseTheme(option)} />
              <span>{t(`settings.theme.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="parla-form-field">
        <label className="parla-form-field__label" htmlFor={speedId}>
          {t('settings.playbackSpeed')}
        </label>
        <div className="parla-slider">
          <input
            id={speedId}
            name="playback_speed"
            type="range"
            className="parla-slider__input"
            min={PLAYBACK_SPEED.min}
            max={PLAYBACK_SPEED.max}
            step={speedStep}
            value={draft.speed}
            aria-valuetext={speedText}
            onChange={(event) => change({ speed: clampPlaybackSpeed(Number(event.currentTarget.value)) })}
          />
          <output htmlFor={speedId} className="parla-slider__value" aria-hidden="true">
            {speedText}
          </output>
        </div>
      </div>
      <fieldset className="parla-fieldset">
        <legend>{t('settings.voice')}</legend>
        <div className="parla-choices" data-layout="row">
          {VOICE_GENDERS.map((voice) => (
            <label key={voice} className="parla-choice">
              <input type="radio" name="voice_preference" value={voice} checked={draft.voice === voice} onChange={() => change({ voice })} />
              <span>{t(`settings.voice.${voice}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="parla-choice">
        <input type="checkbox" name="auto_play_replies" checked={draft.autoPlay} onChange={(event) => change({ autoPlay: event.currentTarget.checked })} />
        <span>{t('settings.autoPlay')}</span>
      </label>
      <button type="submit" className="parla-button parla-form__submit" aria-busy={saving || undefined} disabled={saving}>
        {saving ? <span className="parla-spinner" aria-hidden="true" /> : null}
        {saving ? t('settings.saving') : t('settings.save')}
      </button>
    </form>
  );
}
