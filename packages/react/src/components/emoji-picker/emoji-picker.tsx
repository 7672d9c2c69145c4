import { useCallback, useId, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { mdiEmoticonHappyOutline } from '@mdi/js';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../icon/icon.js';
import { EMOJI_CATEGORIES, EMOJI_COLUMNS } from './emoji-data.js';
import { useEmojiGrid } from './use-emoji-grid.js';

/** Props of {@link EmojiPicker}; the rest are spread on its wrapping `<div>`. */
export interface EmojiPickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** Called with the chosen emoji (e.g. the chat input's `insert`, which puts it at the caret); the picker then closes. */
  onSelect: (emoji: string) => void;
}

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

function rows<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += EMOJI_COLUMNS) {
    result.push(items.slice(start, start + EMOJI_COLUMNS));
  }
  return result;
}

/**
 * A button opening a panel of 128 common emoji in 8 categories, searchable by category name (in the interface language or
 * English). The emoji form grids with one tab stop: arrow keys move, Enter or Space choose, Escape closes.
 * @example
 * <ChatInput chat={chat} renderTools={({ insert }) => <EmojiPicker onSelect={insert} />} />
 */
export function EmojiPicker({ onSelect, className, ...rest }: EmojiPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const panelId = useId();
  const searchId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const needle = normalise(query.trim());
  const categories = EMOJI_CATEGORIES.filter((category) => needle === '' || normalise(`${t(category.nameKey)} ${category.id}`).includes(needle));
  const visible = categories.flatMap((category) => category.emoji);
  const focusAt = useCallback((index: number) => panelRef.current?.querySelectorAll<HTMLElement>('[data-emoji-index]')[index]?.focus(), []);
  const grid = useEmojiGrid(visible.length, focusAt);

  function close(): void {
    setOpen(false);
    setQuery('');
    triggerRef.current?.focus();
  }

  let index = 0;
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
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon path={mdiEmoticonHappyOutline} />
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={t('chat.emoji.dialog')}
          className="parla-emoji-picker__panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close();
            }
          }}
        >
          <label htmlFor={searchId} className="parla-emoji-picker__search-label">
            {t('chat.emoji.search')}
          </label>
          <input id={searchId} type="search" className="parla-field" autoFocus value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
          {categories.length === 0 ? (
            <p role="status" className="parla-emoji-picker__empty">
              {t('chat.emoji.noResults', { query: query.trim() })}
            </p>
          ) : null}
          <div className="parla-emoji-picker__categories" onKeyDown={grid.onKeyDown}>
            {categories.map((category) => (
              <div key={category.id} className="parla-emoji-picker__category">
                <h3 id={`${panelId}-${category.id}`} className="parla-emoji-picker__heading">
                  {t(category.nameKey)}
                </h3>
                <div role="grid" aria-labelledby={`${panelId}-${category.id}`} className="parla-emoji-picker__grid">
                  {rows(category.emoji).map((row, rowIndex) => (
                    <div role="row" key={rowIndex} className="parla-emoji-picker__row">
                      {row.map((emoji) => {
                        const position = index;
                        index += 1;
                        return (
                          <div role="gridcell" key={emoji}>
                            <button
                              type="button"
                              className="parla-emoji-picker__emoji"
                              data-emoji-index={position}
                              tabIndex={position === grid.active ? 0 : -1}
                              onFocus={() => grid.setActive(position)}
                              onClick={() => {
                                onSelect(emoji);
                                setOpen(false);
                                setQuery('');
                                if (panelRef.current?.contains(panelRef.current.ownerDocument.activeElement)) {
                                  triggerRef.current?.focus();
                                }
                              }}
                            >
                              {emoji}
                            </button>
                          </div>
                        );
                      })}
                    </div>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
