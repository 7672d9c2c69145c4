/** English messages of the other screens: forms, settings, profile, progress, support, admin, landing, about, not found, banners. */
export const screensEn = {
} as const;

/** Message ids of the screens area. */
export type ScreensKey = keyof typeof screensEn;
