import type { ScreensKey } from './en.js';

/** Ukrainian messages of the screens area. */
export const screensUk: Readonly<Record<ScreensKey, string>> = {
};
