import type { TaskItem } from './task-items.js';

/** The item a tutor turn asks: the one whose key comes latest in the turn (a reply may name an answer, then ask the next). */
export function itemAskedIn(turn: string | undefined, items: readonly TaskItem[]): TaskItem | undefined {
  if (turn === undefined) {
    return undefined;
  }
  let found: TaskItem | undefined;
  let foundAt = -1;
  for (const candidate of items) {
    const at = turn.lastIndexOf(candidate.key);
    if (at > foundAt || (at >= 0 && at === foundAt && candidate.key.length > (found?.key.length ?? 0))) {
      found = candidate;
      foundAt = at;
    }
  }
  return found;
}

/** Where the learner is in a mode's items, read from the tutor's earlier turns (the engine keeps no state). */
export interface TaskProgress {
  /** The item the tutor's last turn asked, if it asked one of these items. */
  current: TaskItem | undefined;
  /** Wrong tries on the current item before this message (the tutor's turns that asked again after one). */
  wrongTries: number;
  /** For each item asked in the conversation, the index of the last tutor turn that asked it. */
  lastAsked: ReadonlyMap<string, number>;
}

/**
 * Reads progress from the tutor's turns, oldest first. A turn that asked again after a wrong try starts with one of
 * `retryMarks` (the "not quite" phrases), so wrong tries are counted from the trailing turns that asked the same item.
 */
export function readProgress(tutorTurns: readonly string[], items: readonly TaskItem[], retryMarks: readonly string[]): TaskProgress {
  const lastAsked = new Map<string, number>();
  tutorTurns.forEach((turn, index) => {
    const asked = itemAskedIn(turn, items);
    if (asked) {
      lastAsked.set(asked.id, index);
    }
  });
  const current = itemAskedIn(tutorTurns.at(-1), items);
  let wrongTries = 0;
  if (current) {
    for (let index = tutorTurns.length - 1; index >= 0; index -= 1) {
      const turn = tutorTurns[index] ?? '';
      if (itemAskedIn(turn, items)?.id !== current.id || !retryMarks.some((mark) => turn.startsWith(mark))) {
        break;
      }
      wrongTries += 1;
    }
  }
  return { current, wrongTries, lastAsked };
}

/**
 * The item to ask after `current`: in a roleplay the next step, and after a scene's last step the first scene in the
 * items' order not yet played (the order follows the learner profile, which may change during the conversation), else
 * the scene after it; otherwise the first item after it never asked, else the one asked longest ago. `wrapped` tells
 * that every item has been asked.
 */
export function nextItem(items: readonly TaskItem[], progress: TaskProgress, sequential: boolean): { item: TaskItem; wrapped: boolean } | undefined {
  if (items.length === 0) {
    return undefined;
  }
  const start = progress.current ? items.findIndex((candidate) => candidate.id === progress.current?.id) + 1 : 0;
  if (sequential) {
    const unplayed = progress.current?.sceneEnd ? items.find((candidate) => candidate.sceneTitle !== undefined && !progress.lastAsked.has(candidate.id)) : undefined;
    if (unplayed) {
      return { item: unplayed, wrapped: false };
    }
    const following = items[start % items.length];
    return following ? { item: following, wrapped: start >= items.length } : undefined;
  }
  for (let offset = 0; offset < items.length; offset += 1) {
    const candidate = items[(start + offset) % items.length];
    if (candidate && candidate.id !== progress.current?.id && !progress.lastAsked.has(candidate.id)) {
      return { item: candidate, wrapped: false };
    }
  }
  const oldest = items
    .filter((candidate) => candidate.id !== progress.current?.id || items.length === 1)
    .reduce<TaskItem | undefined>((best, candidate) => {
      if (!best) {
        return candidate;
      }
      return (progress.lastAsked.get(candidate.id) ?? -1) < (progress.lastAsked.get(best.id) ?? -1) ? candidate : best;
    }, undefined);
  return oldest ? { item: oldest, wrapped: true } : undefined;
}
