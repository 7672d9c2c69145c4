import { useRef, useState } from 'react';
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
  /** The widget's frame, shown in the panel while open (and kept, hidden, once opened). */
  children: ReactNode;
}

/** Stands in for the session's language until there is a session. */
const noLanguage = atom<string | null>(null);

/**
 * The launcher: a bubble fixed in the corner that opens and closes a panel holding the chat, labelled in the widget's
 * language. Escape in the panel closes it, with the focus back on the bubble. Once opened, the panel stays mounted while
 * closed (`hidden`: neither focusable nor announced), so the chat keeps the learner's unsent draft.
 */
export function Launcher({ open, session, locale, onToggle, children }: LauncherProps) {
  const language = useStore(session?.locale.$locale ?? noLanguage);
  const labels = useWidgetTexts(locale ?? language).launcher;
  const bubble = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(open);
  if (open && !opened) {
    setOpened(true);
  }
  return (
    <>
      <button
        ref={bubble}
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
      {opened ? (
        <div
          className="tutor-chat-panel"
          part="panel"
          role="dialog"
          aria-label={labels.panel}
          hidden={!open}
          onKeyDown={(event) => {
            // Not an Escape the chat used itself (a menu, the emoji panel, the drawer, the terms dialog).
            if (event.key === 'Escape' && !event.defaultPrevented) {
              onToggle();
              bubble.current?.focus();
            }
          }}
        >
          {children}
        </div>
      ) : null}
    </>
  );
}
