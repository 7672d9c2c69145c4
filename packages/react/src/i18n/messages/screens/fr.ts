import type { ScreensKey } from './en.js';

/** French messages of the screens area. */
export const screensFr: Readonly<Record<ScreensKey, string>> = {
};
