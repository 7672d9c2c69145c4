/** Start of the local day containing `time` (ms since the epoch). */
export function startOfLocalDay(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Start of the next local day after `time`: the daily quota reset (§9, midnight). */
export function nextLocalMidnight(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}

/** Start of the local month containing `time`. */
export function startOfLocalMonth(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), 1).getTime();
}

/** Start of the next local month after `time`: the monthly quota reset (§9, the 1st). */
export function nextLocalMonthStart(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth() + 1, 1).getTime();
}
