import type { ScreensKey } from './en.js';

/** Portuguese messages of the screens area. */
export const screensPt: Readonly<Record<ScreensKey, string>> = {
};
