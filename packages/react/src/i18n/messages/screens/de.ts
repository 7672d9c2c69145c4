import type { ScreensKey } from './en.js';

/** German messages of the screens area. */
export const screensDe: Readonly<Record<ScreensKey, string>> = {
};
