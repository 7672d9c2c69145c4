import { coreEn } from './core/en.js';
import { chatEn } from './chat/en.js';
import { chatPartsEn } from './chat-parts/en.js';
import { screensEn } from './screens/en.js';
import { progressEn } from './progress/en.js';
import { chartsEn } from './charts/en.js';

/**
 * The English catalogue: every message id of the library with its ICU text, assembled from one file per area
 * (core, chat, chat parts, screens, progress, charts). It is bundled as the fallback; the other nine catalogues are loaded on demand
 * and must have exactly these keys.
 */
export const en = { ...coreEn, ...chatEn, ...chatPartsEn, ...screensEn, ...progressEn, ...chartsEn } as const;

/** The id of a message of the library's catalogues. */
export type MessageKey = keyof typeof en;

/** One interface language's catalogue: an ICU message for every {@link MessageKey}. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
