import type { Catalogue } from './en.js';
import { coreIt } from './core/it.js';
import { chatIt } from './chat/it.js';
import { chatPartsIt } from './chat-parts/it.js';
import { screensIt } from './screens/it.js';
import { progressIt } from './progress/it.js';
import { chartsIt } from './charts/it.js';

/** The Italian catalogue (loaded on demand), assembled from one file per area. */
export const it: Catalogue = { ...coreIt, ...chatIt, ...chatPartsIt, ...screensIt, ...progressIt, ...chartsIt };
