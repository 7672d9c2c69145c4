import type { Catalogue } from './en.js';
import { coreZh } from './core/zh.js';
import { chatZh } from './chat/zh.js';
import { chatPartsZh } from './chat-parts/zh.js';
import { screensZh } from './screens/zh.js';
import { progressZh } from './progress/zh.js';
import { chartsZh } from './charts/zh.js';

/** The Chinese catalogue (loaded on demand), assembled from one file per area. */
export const zh: Catalogue = { ...coreZh, ...chatZh, ...chatPartsZh, ...screensZh, ...progressZh, ...chartsZh };
