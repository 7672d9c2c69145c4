import { useCallback, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { EMOJI_COLUMNS } from './emoji-data.js';

/** What {@link useEmojiGrid} returns. */
export interface EmojiGrid {
  /** Index (in the visible emoji) of the one tab stop. */
  active: number;
  setActive: (index: number) => void;
  /** The grid's key handler: arrows move (up and down by a row), Home and End jump to the first and last emoji. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Roving focus over `count` emoji laid out in rows of {@link EMOJI_COLUMNS}; `focusAt` focuses the button at an index. */
export function useEmojiGrid(count: number, focusAt: (index: number) => void): EmojiGrid {
  const [activeState, setActive] = useState(0);
  const active = Math.min(activeState, Math.max(0, count - 1));
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const moves: Record<string, number> = {
        ArrowRight: active + 1,
        ArrowLeft: active - 1,
        ArrowDown: active + EMOJI_COLUMNS,
        ArrowUp: active - EMOJI_COLUMNS,
        Home: 0,
        End: count - 1,
      };
      const target = moves[event.key];
      if (target === undefined) {
        return;
      }
      event.preventDefault();
      if (target >= 0 && target < count) {
        setActive(target);
        focusAt(target);
      }
    },
    [active, count, focusAt],
  );
  return { active, setActive, onKeyDown };
}
