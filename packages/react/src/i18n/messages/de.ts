import type { Catalogue } from './en.js';
import { coreDe } from './core/de.js';
import { chatDe } from './chat/de.js';
import { chatPartsDe } from './chat-parts/de.js';
import { screensDe } from './screens/de.js';
import { progressDe } from './progress/de.js';
import { chartsDe } from './charts/de.js';

/** The German catalogue (loaded on demand), assembled from one file per area. */
export const de: Catalogue = { ...coreDe, ...chatDe, ...chatPartsDe, ...screensDe, ...progressDe, ...chartsDe };
