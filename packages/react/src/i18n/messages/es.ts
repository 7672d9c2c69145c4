import type { Catalogue } from './en.js';
import { coreEs } from './core/es.js';
import { chatEs } from './chat/es.js';
import { chatPartsEs } from './chat-parts/es.js';
import { screensEs } from './screens/es.js';
import { progressEs } from './progress/es.js';
import { chartsEs } from './charts/es.js';

/** The Spanish catalogue (loaded on demand), assembled from one file per area. */
export const es: Catalogue = { ...coreEs, ...chatEs, ...chatPartsEs, ...screensEs, ...progressEs, ...chartsEs };
