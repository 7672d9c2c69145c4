import type { Catalogue } from './en.js';
import { coreUk } from './core/uk.js';
import { chatUk } from './chat/uk.js';
import { chatPartsUk } from './chat-parts/uk.js';
import { screensUk } from './screens/uk.js';
import { progressUk } from './progress/uk.js';
import { chartsUk } from './charts/uk.js';

/** The Ukrainian catalogue (loaded on demand), assembled from one file per area. */
export const uk: Catalogue = { ...coreUk, ...chatUk, ...chatPartsUk, ...screensUk, ...progressUk, ...chartsUk };
