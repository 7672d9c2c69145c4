import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { Session } from '@parla/react/chat';
import { LAUNCHER_ICON_PATH } from './host-styles.js';
import { useWidgetTexts } from './widget-texts.js';

/** Props of {@link Launcher}. */
export interface LauncherProps {
  /** Whether the panel is open. */
  open: boolean;
  /** The widget's session once created: its interface language labels the bubble. */
  session: Session | null;
  /** The `locale` attribute, which wins over the session's language. */
  locale: string | undefined;
  /** Opens or closes the panel. */
  onToggle: () => void;
  /** The widget's frame, shown in the panel while open. */
  children: ReactNode;
}

/** Stands in for the session's language until there is a session. */
const noLanguage = atom<string | null>(null);

/** The launcher: a bubble fixed in the corner that opens and closes a panel holding the chat, labelled in the widget's language. */
export function Launcher({ open, session, locale, onToggle, children }: LauncherProps) {
  const language = useStore(session?.locale.$locale ?? noLanguage);
  const labels = useWidgetTexts(locale ?? language).launcher;
  return (
    <>
      <button
        type="button"
        className="tutor-chat-launcher"
        part="launcher"
        aria-label={open ? labels.close : labels.open}
        aria-expanded={open}
        onClick={onToggle}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={LAUNCHER_ICON_PATH} />
        </svg>
      </button>
      {open ? (
        <div className="tutor-chat-panel" part="panel" role="dialog" aria-label={labels.panel}>
          {children}
        </div>
      ) : null}
    </>
  );
}
