/** English messages of the chat screen: header, suggestions, menus, history, settings, emoji and voice. */
export const chatEn = {
} as const;

/** Message ids of the chat area. */
export type ChatKey = keyof typeof chatEn;
