/**
 * Whether an error is a part's code that failed to download (a lazy chunk or its CSS): the one failure worth telling
 * the learner about, as reloading helps.
 * @example
 * if (isChunkLoadError(error)) showReloadHint();
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|module script failed|Failed to fetch|Unable to preload CSS/i.test(message);
}
