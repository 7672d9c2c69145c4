import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERFACE_LANGUAGES } from '@parla/contract/constants';
import { launcherLabels } from './launcher-labels.js';
import { loadWidgetTexts, useWidgetTexts } from './widget-texts.js';

/** Forms of address the product does not use (as in `@parla/react`'s catalogues): de "du", fr "tu", uk "ви", zh "你". */
const FORBIDDEN_ADDRESS: Partial<Record<string, RegExp>> = {
  de: /\b(Sie|Ihnen|Ihre[mnrs]?|Ihr)\b/,
  fr: /\b(vous|votre|vos|veuillez)\b/i,
  es: /\busted(es)?\b/i,
  uk: /(?<!\p{L})(ти|твій|твоя|твоє|твої|тебе|тобі)(?!\p{L})/iu,
  zh: /您/,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the widget’s texts', () => {
  it('has every notice in every interface language, none of them left in English', async () => {
    const english = await loadWidgetTexts('en');
    expect(english.notices).toEqual({
      termsNeeded: 'To use the tutor, you need to accept the terms.',
      startAgain: 'Start again',
      showTerms: 'Show the terms',
      startFailed: 'The tutor could not be started.',
      conversationNotFound: 'This conversation could not be found.',
      startNewConversation: 'Start a new conversation',
    });
    for (const language of INTERFACE_LANGUAGES.filter((code) => code !== 'en')) {
      const { notices } = await loadWidgetTexts(language);
      expect(Object.keys(notices).sort(), language).toEqual(Object.keys(english.notices).sort());
      for (const [key, text] of Object.entries(notices)) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(text, `${language}.${key}`).not.toBe(english.notices[key as keyof typeof notices]);
        expect(FORBIDDEN_ADDRESS[language]?.test(text) ?? false, `${language}.${key}: ${text}`).toBe(false);
      }
      expect(new Set(Object.values(notices)).size, language).toBe(Object.keys(english.notices).length);
    }
  });

  it('has the review view’s texts in every interface language, each with the due count’s place', async () => {
    const english = await loadWidgetTexts('en');
    expect(english.review).toEqual({ open: 'Review', due: 'Cards to review: {count}', back: 'Back to the chat' });
    for (const language of INTERFACE_LANGUAGES.filter((code) => code !== 'en')) {
      const { review } = await loadWidgetTexts(language);
      expect(Object.keys(review).sort(), language).toEqual(['back', 'due', 'open']);
      expect(review.due, language).toContain('{count}');
      for (const [key, text] of Object.entries(review)) {
        expect(text, `${language}.${key}`).not.toBe(english.review[key as keyof typeof review]);
        expect(FORBIDDEN_ADDRESS[language]?.test(text) ?? false, `${language}.${key}: ${text}`).toBe(false);
      }
    }
  });

  it('labels the launcher as the loader does, from the same texts', async () => {
    for (const language of INTERFACE_LANGUAGES) {
      expect((await loadWidgetTexts(language)).launcher, language).toEqual(launcherLabels(language));
    }
  });

  it('falls back to English for a language the widget does not speak', async () => {
    expect((await loadWidgetTexts('nl')).notices.startAgain).toBe('Start again');
  });
});

describe('useWidgetTexts', () => {
  it('gives English at once and the learner’s language once its chunk has loaded, with any region', async () => {
    const { result } = renderHook(() => useWidgetTexts('de-AT'));
    expect(result.current.notices.startAgain).toBe('Start again');
    await waitFor(() => expect(result.current.notices.startAgain).toBe('Neu starten'));
    expect(result.current.launcher.open).toBe('Tutor-Chat öffnen');
  });

  it('takes the page’s language, then the browser’s, when the locale is not an interface language', async () => {
    vi.stubGlobal('navigator', { language: 'ja-JP' });
    const { result } = renderHook(() => useWidgetTexts('xx'));
    await waitFor(() => expect(result.current.notices.showTerms).toBe('利用規約を表示'));
  });
});
