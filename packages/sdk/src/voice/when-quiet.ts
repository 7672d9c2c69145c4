import type { ReadableAtom } from 'nanostores';
import type { PlaybackState } from './types.js';

/** Whether nothing is loading or playing. */
function isQuiet(state: PlaybackState): boolean {
  return state.status !== 'loading' && state.status !== 'playing';
}

/** Calls `then` once `playback` has nothing loading or playing (at once when it has nothing). */
export function whenQuiet(playback: ReadableAtom<PlaybackState>, then: () => void): void {
  if (isQuiet(playback.get())) {
    then();
    return;
  }
  const unsubscribe = playback.listen((state) => {
    if (isQuiet(state)) {
      unsubscribe();
      then();
    }
  });
}
