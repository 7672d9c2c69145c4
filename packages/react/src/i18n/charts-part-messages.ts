import type { InterfaceLanguage } from '@parla/contract/constants';
import type { AreaMessages, MessageArea } from './message-area.js';
import { chartsEn } from './messages/charts/en.js';

function importCharts(locale: Exclude<InterfaceLanguage, 'en'>): Promise<AreaMessages> {
  switch (locale) {
    case 'es':
      return import('./messages/charts/es.js').then((module) => module.chartsEs);
    case 'fr':
      return import('./messages/charts/fr.js').then((module) => module.chartsFr);
    case 'de':
      return import('./messages/charts/de.js').then((module) => module.chartsDe);
    case 'it':
      return import('./messages/charts/it.js').then((module) => module.chartsIt);
    case 'pt':
      return import('./messages/charts/pt.js').then((module) => module.chartsPt);
    case 'ja':
      return import('./messages/charts/ja.js').then((module) => module.chartsJa);
    case 'ko':
      return import('./messages/charts/ko.js').then((module) => module.chartsKo);
    case 'zh':
      return import('./messages/charts/zh.js').then((module) => module.chartsZh);
    case 'uk':
      return import('./messages/charts/uk.js').then((module) => module.chartsUk);
    default:
      locale satisfies never;
      return Promise.resolve(chartsEn);
  }
}

/** The messages of the progress charts: they load with the charts, so no first paint (nor the recap) carries them. */
export const CHARTS_PART_MESSAGES: MessageArea = {
  english: chartsEn,
  load: importCharts,
};
