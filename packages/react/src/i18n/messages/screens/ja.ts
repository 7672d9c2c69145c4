import type { ScreensKey } from './en.js';

/** Japanese messages of the screens area. */
export const screensJa: Readonly<Record<ScreensKey, string>> = {
};
