import type { Catalogue } from './en.js';
import { coreFr } from './core/fr.js';
import { chatFr } from './chat/fr.js';
import { chatPartsFr } from './chat-parts/fr.js';
import { screensFr } from './screens/fr.js';
import { progressFr } from './progress/fr.js';
import { chartsFr } from './charts/fr.js';

/** The French catalogue (loaded on demand), assembled from one file per area. */
export const fr: Catalogue = { ...coreFr, ...chatFr, ...chatPartsFr, ...screensFr, ...progressFr, ...chartsFr };
