import { useId, useState } from 'react';
import type { FormEvent, FormHTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { INTERFACE_LANGUAGES, LANGUAGE_NAMES, PLAYBACK_SPEED, THEMES, VOICE_GENDERS, clampPlaybackSpeed } from '@parla/contract/constants';
import type { InterfaceLanguage, Theme, VoiceGender } from '@parla/contract/constants';
import { useLocale } from '../../hooks/use-locale.js';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useTheme } from '../../hooks/use-theme.js';
import { formatPlaybackSpeed } from '../../i18n/format-playback-speed.js';
import { useIntl, useT } from '../../i18n/use-t.js';

/** Props of {@link SettingsPanel}; the rest are spread on the `<form>`. */
export interface SettingsPanelProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Step of the playback-speed slider. Default: 0.25. */
  speedStep?: number;
  /** Called after saving, with whether the server accepted the change. Default: none. */
  onSaved?: (saved: boolean) => void;
}

interface Draft {
  language: InterfaceLanguage;
  theme: Theme;
  speed: number;
  voice: VoiceGender;
}

/**
 * The settings screen (§2 /settings): interface language (the 10, by native name), theme (light, dark, auto), playback
 * speed (0.5–2) and voice. Save applies the language and theme at once and, when signed in, stores everything through
 * `session.profile.updatePreferences` ('Preferences updated successfully' or 'Failed to update preferences').
 * @example
 * <SettingsPanel />
 */
export function SettingsPanel({ speedStep = 0.25, onSaved, className, ...rest }: SettingsPanelProps) {
  const session = useParlaSession('SettingsPanel');
  const preferences = useStore(session.profile.$preferences);
  const { theme, setTheme } = useTheme();
  const { locale, setLocale } = useLocale();
  const t = useT();
  const intl = useIntl();
  const titleId = useId();
  const languageId = useId();
  const speedId = useId();
  const [draft, setDraft] = useState<Draft>(() => ({
    language: locale,
    theme,
    speed: clampPlaybackSpeed(preferences?.playback_speed ?? PLAYBACK_SPEED.default),
    voice: preferences?.voice_preference ?? 'female',
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
    }));
  }

  // A theme or language chosen elsewhere while the panel is open (the header's button or picker) shows here too.
  const [live, setLive] = useState({ theme, locale });
  if (live.theme !== theme || live.locale !== locale) {
    setLive({ theme, locale });
    setDraft((previous) => ({ ...previous, ...(live.theme !== theme ? { theme } : {}), ...(live.locale !== locale ? { language: locale } : {}) }));
  }

  function change(changes: Partial<Draft>): void {
    setDraft((previous) => ({ ...previous, ...changes }));
  }

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (saving) {
      return;
    }
    const speed = clampPlaybackSpeed(draft.speed);
    if (!session.profile.$profile.get()) {
      setTheme(draft.theme);
      setLocale(draft.language);
      onSaved?.(true);
      return;
    }
    // Signed in, the saved preferences apply the theme and language at once (and roll them back if saving fails).
    setSaving(true);
    const saved = await session.profile.updatePreferences({
      ui_language: draft.language,
      theme: draft.theme,
      playback_speed: speed,
      voice_preference: draft.voice,
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
      <h2 id={titleId} className="parla-form__title">
        {t('settings.title')}
      </h2>
      <div className="parla-form-field">
        <label className="parla-form-field__label" htmlFor={languageId}>
          {t('settings.language')}
        </label>
        <select
          id={languageId}
          name="ui_language"
          className="parla-field"
          value={draft.language}
          onChange={(event) => change({ language: event.currentTarget.value as InterfaceLanguage })}
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
              <input type="radio" name="theme" value={option} checked={draft.theme === option} onChange={() => change({ theme: option })} />
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
      <button type="submit" className="parla-button parla-form__submit" aria-busy={saving || undefined} disabled={saving}>
        {saving ? <span className="parla-spinner" aria-hidden="true" /> : null}
        {saving ? t('settings.saving') : t('settings.save')}
      </button>
    </form>
  );
}
