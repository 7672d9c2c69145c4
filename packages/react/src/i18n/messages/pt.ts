import type { Catalogue } from './en.js';
import { corePt } from './core/pt.js';
import { chatPt } from './chat/pt.js';
import { chatPartsPt } from './chat-parts/pt.js';
import { screensPt } from './screens/pt.js';
import { progressPt } from './progress/pt.js';
import { chartsPt } from './charts/pt.js';

/** The Portuguese catalogue (loaded on demand), assembled from one file per area. */
export const pt: Catalogue = { ...corePt, ...chatPt, ...chatPartsPt, ...screensPt, ...progressPt, ...chartsPt };
