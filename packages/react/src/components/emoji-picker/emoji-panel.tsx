import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { visibleBoxOf } from '../../utils/visible-box.js';
import { useChatPartT } from '../../i18n/use-chat-part-intl.js';
import { EMOJI_CATEGORIES, EMOJI_COLUMNS } from './emoji-data.js';
import { emojiPanelStyles } from './emoji-panel-styles.js';
import { useEmojiGrid } from './use-emoji-grid.js';
import { AdoptedStyle } from '../../styles/adopted-style.js';

/** Props of {@link EmojiPanel}. */
export interface EmojiPanelProps {
  /** The panel's id (the trigger's `aria-controls`). */
  id: string;
  /** Called with the chosen emoji and whether focus was inside the panel (it then goes back to the trigger). */
  onChoose: (emoji: string, focusInside: boolean) => void;
  /** Called on Escape. */
  onClose: () => void;
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
 * The open panel of the {@link EmojiPicker}: a search field and a grid per category, with one tab stop moved by the
 * arrow keys. Loaded on demand (its emoji, grid logic and styles are a chunk of their own), when the picker first opens.
 */
export function EmojiPanel({ id, onChoose, onClose }: EmojiPanelProps) {
  const t = useChatPartT();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const needle = normalise(query.trim());
  const categories = EMOJI_CATEGORIES.filter((category) => needle === '' || normalise(`${t(category.nameKey)} ${category.id}`).includes(needle));
  const visible = categories.flatMap((category) => category.emoji);
  const focusAt = useCallback((index: number) => panelRef.current?.querySelectorAll<HTMLElement>('[data-emoji-index]')[index]?.focus(), []);
  const grid = useEmojiGrid(visible.length, focusAt);

  // It grows upwards from the input: no taller than the room above it that can be seen (a short embedded chat), so its
  // search field is never cut off at the top.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (panel) {
      const room = panel.getBoundingClientRect().bottom - visibleBoxOf(panel).top - 8;
      panel.style.setProperty('--parla-panel-room', `${Math.max(160, Math.floor(room))}px`);
    }
  }, []);

  let index = 0;
  return (
    <>
      <AdoptedStyle name="parla-emoji-panel" css={emojiPanelStyles} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-label={t('chat.emoji.dialog')}
        className="parla-emoji-picker__panel"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
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
              <h3 id={`${id}-${category.id}`} className="parla-emoji-picker__heading">
                {t(category.nameKey)}
              </h3>
              <div role="grid" aria-labelledby={`${id}-${category.id}`} className="parla-emoji-picker__grid">
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
                            onClick={() => onChoose(emoji, panelRef.current?.contains(panelRef.current.ownerDocument.activeElement) === true)}
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
    </>
  );
}
