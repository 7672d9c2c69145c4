import type { ScreensKey } from './en.js';

/** Spanish messages of the screens area. */
export const screensEs: Readonly<Record<ScreensKey, string>> = {
};
