import type { ScreensKey } from './en.js';

/** Korean messages of the screens area. */
export const screensKo: Readonly<Record<ScreensKey, string>> = {
};
