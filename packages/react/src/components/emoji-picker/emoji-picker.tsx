import { lazy, useId, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiEmoticonHappyOutline } from '@mdi/js';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../icon/icon.js';
import { OnDemand } from '../on-demand/on-demand.js';
import { loadOnDemand, preload } from '../../utils/load-on-demand.js';

/** Props of {@link EmojiPicker}; the rest are spread on its wrapping `<div>`. */
export interface EmojiPickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** Called with the chosen emoji (e.g. the chat input's `insert`, which puts it at the caret); the picker then closes. */
  onSelect: (emoji: string) => void;
}

/** Imports the panel (its emoji and grid logic are a chunk of their own); started when the pointer or focus reaches the button. */
const importPanel = loadOnDemand(() => import('./emoji-panel.js').then((module) => ({ default: module.EmojiPanel })));

const EmojiPanel = lazy(importPanel);

/**
 * A button opening a panel of 128 common emoji in 8 categories, searchable by category name (in the interface language or
 * English). The emoji form grids with one tab stop: arrow keys move, Enter or Space choose, Escape closes. The panel is
 * loaded on demand, when the pointer or focus first reaches the button.
 * @example
 * <ChatInput chat={chat} renderTools={({ insert }) => <EmojiPicker onSelect={insert} />} />
 */
export function EmojiPicker({ onSelect, className, ...rest }: EmojiPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);

  function close(): void {
    setOpen(false);
    triggerRef.current?.focus();
  }

  return (
    <div className={className ? `parla-emoji-picker ${className}` : 'parla-emoji-picker'} data-state={open ? 'open' : 'closed'} {...rest}>
      <button
        ref={triggerRef}
        type="button"
        className="parla-icon-button"
        aria-label={t('chat.emoji.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => preload(importPanel)}
        onFocus={() => preload(importPanel)}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon path={mdiEmoticonHappyOutline} />
      </button>
      {open ? (
        <OnDemand>
          <EmojiPanel
            id={panelId}
            onClose={close}
            onChoose={(emoji, focusInside) => {
              onSelect(emoji);
              setOpen(false);
              if (focusInside) {
                triggerRef.current?.focus();
              }
            }}
          />
        </OnDemand>
      ) : null}
    </div>
  );
}
