import { useEffect, useState } from 'react';
import { loadOnDemand } from '@parla/react/chat';
import type { LauncherLabels } from './launcher-labels.js';
import { widgetLanguage } from './widget-language.js';
import * as english from './widget-texts/en.js';

/** The notices the widget shows instead of the chat where it cannot go on by itself. */
export interface WidgetNotices {
  /** Why the chat does not show: the terms were declined, or their dialog closed without a decision. */
  termsNeeded: string;
  /** Starts over after a decline: a new session from the token provider (or sign-in), then the terms again. */
  startAgain: string;
  /** Opens the terms dialog again. */
  showTerms: string;
  /** The session could not be started (the partner's token provider, or the server). */
  startFailed: string;
  /** The `conversation-id` is not one of the learner's conversations (it does not exist, or it is another learner's). */
  conversationNotFound: string;
  /** Starts a new conversation in its place, in the same language and mode. */
  startNewConversation: string;
}

/** The texts of the review view (the review itself is `@parla/react`'s `ReviewSession`). */
export interface WidgetReviewTexts {
  /** The header's review button, before the due count is known. */
  open: string;
  /** The same with the cards due now: `{count}` is replaced by the number. */
  due: string;
  /** Leaves the review view for the chat. */
  back: string;
}

/** Every text of the widget itself (the chat's are `@parla/react`'s): the launcher's labels, the notices and the review view's. */
export interface WidgetTexts {
  launcher: LauncherLabels;
  notices: WidgetNotices;
  review: WidgetReviewTexts;
}

/** The other nine languages, a chunk each (named after the language, beside `@parla/react`'s catalogues). */
const chunks: Readonly<Record<string, () => Promise<WidgetTexts>>> = {
  de: () => import('./widget-texts/de.js'),
  es: () => import('./widget-texts/es.js'),
  fr: () => import('./widget-texts/fr.js'),
  it: () => import('./widget-texts/it.js'),
  ja: () => import('./widget-texts/ja.js'),
  ko: () => import('./widget-texts/ko.js'),
  pt: () => import('./widget-texts/pt.js'),
  uk: () => import('./widget-texts/uk.js'),
  zh: () => import('./widget-texts/zh.js'),
};
const loaded = new Map<string, WidgetTexts>([['en', english]]);

/**
 * The widget's texts in a language it speaks (`de`, `pt`…; English for any other).
 * @example
 * (await loadWidgetTexts('de')).notices.startAgain; // 'Neu starten'
 */
export function loadWidgetTexts(language: string): Promise<WidgetTexts> {
  return chunks[language]?.() ?? Promise.resolve(english);
}

/**
 * The widget's texts in `locale` (the attribute, or the learner's interface language), else the page's or the browser's
 * language: English at once, another language once its chunk has loaded (offline: once the connection is back).
 */
export function useWidgetTexts(locale: string | null | undefined): WidgetTexts {
  const language = widgetLanguage(locale, (code) => code === 'en' || code in chunks);
  const [, setLoadedLanguage] = useState('en');
  useEffect(() => {
    if (!loaded.has(language)) {
      loadOnDemand(() => loadWidgetTexts(language))().then((texts) => {
        loaded.set(language, texts);
        setLoadedLanguage(language);
      }, () => undefined);
    }
  }, [language]);
  return loaded.get(language) ?? english;
}
