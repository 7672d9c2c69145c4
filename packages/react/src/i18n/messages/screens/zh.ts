import type { ScreensKey } from './en.js';

/** Chinese messages of the screens area. */
export const screensZh: Readonly<Record<ScreensKey, string>> = {
};
