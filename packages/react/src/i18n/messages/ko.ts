import type { Catalogue } from './en.js';
import { coreKo } from './core/ko.js';
import { chatKo } from './chat/ko.js';
import { chatPartsKo } from './chat-parts/ko.js';
import { screensKo } from './screens/ko.js';
import { progressKo } from './progress/ko.js';
import { chartsKo } from './charts/ko.js';

/** The Korean catalogue (loaded on demand), assembled from one file per area. */
export const ko: Catalogue = { ...coreKo, ...chatKo, ...chatPartsKo, ...screensKo, ...progressKo, ...chartsKo };
