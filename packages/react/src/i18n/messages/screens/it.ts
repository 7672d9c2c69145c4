import type { ScreensKey } from './en.js';

/** Italian messages of the screens area. */
export const screensIt: Readonly<Record<ScreensKey, string>> = {
};
