import type { InterfaceLanguage } from '@parla/contract/constants';
import type { AreaMessages, MessageArea } from './message-area.js';
import { progressEn } from './messages/progress/en.js';

function importProgress(locale: Exclude<InterfaceLanguage, 'en'>): Promise<AreaMessages> {
  switch (locale) {
    case 'es':
      return import('./messages/progress/es.js').then((module) => module.progressEs);
    case 'fr':
      return import('./messages/progress/fr.js').then((module) => module.progressFr);
    case 'de':
      return import('./messages/progress/de.js').then((module) => module.progressDe);
    case 'it':
      return import('./messages/progress/it.js').then((module) => module.progressIt);
    case 'pt':
      return import('./messages/progress/pt.js').then((module) => module.progressPt);
    case 'ja':
      return import('./messages/progress/ja.js').then((module) => module.progressJa);
    case 'ko':
      return import('./messages/progress/ko.js').then((module) => module.progressKo);
    case 'zh':
      return import('./messages/progress/zh.js').then((module) => module.progressZh);
    case 'uk':
      return import('./messages/progress/uk.js').then((module) => module.progressUk);
    default:
      locale satisfies never;
      return Promise.resolve(progressEn);
  }
}

/** The messages of the session recap and the learner's level: they load with those parts, so no first paint carries them. */
export const PROGRESS_PART_MESSAGES: MessageArea = {
  english: progressEn,
  load: importProgress,
};
