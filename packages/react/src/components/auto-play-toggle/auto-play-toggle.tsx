import type { ButtonHTMLAttributes } from 'react';
import { useStore } from '@nanostores/react';
import { mdiVolumeHigh, mdiVolumeOff } from '@mdi/js';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../icon/icon.js';

/** Props of {@link AutoPlayToggle}: spread on the button. */
export type AutoPlayToggleProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>;

/**
 * The chat's "Read replies aloud" switch (a toggle button with `aria-pressed`): turns the learner's auto-play preference
 * (`auto_play_replies`, kept in their profile) on or off. Nothing shows while signed out, as there is no profile to keep it in.
 * @example
 * <AutoPlayToggle />
 */
export function AutoPlayToggle({ className, ...rest }: AutoPlayToggleProps) {
  const { profile } = useParlaSession('AutoPlayToggle');
  const preferences = useStore(profile.$preferences);
  const t = useT();
  if (!preferences) {
    return null;
  }
  const on = preferences.auto_play_replies;
  const label = t('chat.autoPlay');
  return (
    <button
      type="button"
      className={className ? `parla-icon-button parla-auto-play-toggle ${className}` : 'parla-icon-button parla-auto-play-toggle'}
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={() => void profile.updatePreferences({ auto_play_replies: !on })}
      {...rest}
    >
      <Icon path={on ? mdiVolumeHigh : mdiVolumeOff} />
    </button>
  );
}
