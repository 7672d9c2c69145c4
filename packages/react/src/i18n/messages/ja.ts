import type { Catalogue } from './en.js';
import { coreJa } from './core/ja.js';
import { chatJa } from './chat/ja.js';
import { chatPartsJa } from './chat-parts/ja.js';
import { screensJa } from './screens/ja.js';
import { progressJa } from './progress/ja.js';
import { chartsJa } from './charts/ja.js';

/** The Japanese catalogue (loaded on demand), assembled from one file per area. */
export const ja: Catalogue = { ...coreJa, ...chatJa, ...chatPartsJa, ...screensJa, ...progressJa, ...chartsJa };
