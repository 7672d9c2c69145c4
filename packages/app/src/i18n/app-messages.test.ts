import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@parla/contract/constants';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { appMessagesDe } from './app-messages-de.js';
import { appMessagesEn } from './app-messages-en.js';
import type { AppMessageKey, AppMessages } from './app-messages-en.js';
import { appMessagesEs } from './app-messages-es.js';
import { appMessagesFr } from './app-messages-fr.js';
import { appMessagesIt } from './app-messages-it.js';
import { appMessagesJa } from './app-messages-ja.js';
import { appMessagesKo } from './app-messages-ko.js';
import { appMessagesPt } from './app-messages-pt.js';
import { appMessagesUk } from './app-messages-uk.js';
import { appMessagesZh } from './app-messages-zh.js';
import { loadAppMessages } from './load-app-messages.js';

const CATALOGUES: Readonly<Record<InterfaceLanguage, AppMessages>> = {
  en: appMessagesEn,
  es: appMessagesEs,
  fr: appMessagesFr,
  de: appMessagesDe,
  it: appMessagesIt,
  pt: appMessagesPt,
  ja: appMessagesJa,
  ko: appMessagesKo,
  zh: appMessagesZh,
  uk: appMessagesUk,
};

const CHAT_LOANWORD = '"Chat" is the word these languages use (the react catalogues: "Réglages du chat", "Chat-Einstellungen", "Impostazioni della chat", "Configurações do chat")';
const MENU_SPELLING = '"Menu" is spelled the same in this language';

/** Messages allowed to read exactly as in English, by language, each with its reason. Everything else must be translated. */
const SAME_AS_ENGLISH: Partial<Record<InterfaceLanguage, Readonly<Partial<Record<AppMessageKey, string>>>>> = {
  es: { 'route.chat': CHAT_LOANWORD, 'nav.chat': CHAT_LOANWORD },
  fr: {
    'route.chat': CHAT_LOANWORD,
    'nav.chat': CHAT_LOANWORD,
    'nav.menu': MENU_SPELLING,
    'debug.vad.silent': '"silence" is the French word',
    'debug.segment.phrase': '"phrase" is the French word',
  },
  de: { 'route.chat': CHAT_LOANWORD, 'nav.chat': CHAT_LOANWORD },
  it: {
    'route.chat': CHAT_LOANWORD,
    'nav.chat': CHAT_LOANWORD,
    'nav.menu': MENU_SPELLING,
    'route.home': 'Italian interfaces say "Home" (the react catalogue: "Torna alla home")',
    'nav.home': 'Italian interfaces say "Home" (the react catalogue: "Torna alla home")',
  },
  pt: { 'route.chat': CHAT_LOANWORD, 'nav.chat': CHAT_LOANWORD, 'nav.menu': MENU_SPELLING },
};

const otherLocales = INTERFACE_LANGUAGES.filter((locale) => locale !== 'en');
const englishKeys = Object.keys(appMessagesEn).sort();

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('the app shell catalogues', () => {
  it('cover exactly the 10 interface languages', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
    expect(INTERFACE_LANGUAGES).toHaveLength(10);
  });

  it.each(otherLocales)('%s has every English key and no other', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(englishKeys);
  });

  it.each(otherLocales)('%s keeps the placeholders of every English message', (locale) => {
    const catalogue = CATALOGUES[locale];

    for (const key of Object.keys(appMessagesEn) as AppMessageKey[]) {
      expect(placeholders(catalogue[key]), `${locale} ${key}`).toEqual(placeholders(appMessagesEn[key]));
    }
  });

  it.each(otherLocales)('%s has no empty message', (locale) => {
    const empty = Object.entries(CATALOGUES[locale]).filter(([, message]) => message.trim() === '');

    expect(empty).toEqual([]);
  });

  it.each(otherLocales)('%s translates every message (none left in English except the allow-list)', (locale) => {
    const catalogue = CATALOGUES[locale];
    const allowed = SAME_AS_ENGLISH[locale] ?? {};

    const untranslated = (Object.keys(appMessagesEn) as AppMessageKey[]).filter((key) => catalogue[key] === appMessagesEn[key] && !(key in allowed));

    expect(untranslated).toEqual([]);
  });

  it('keeps the allow-list minimal: every entry still reads as in English and gives a reason', () => {
    for (const [locale, allowed] of Object.entries(SAME_AS_ENGLISH) as [InterfaceLanguage, Partial<Record<AppMessageKey, string>>][]) {
      for (const [key, reason] of Object.entries(allowed) as [AppMessageKey, string][]) {
        expect(CATALOGUES[locale][key], `${locale} ${key}`).toBe(appMessagesEn[key]);
        expect(reason.length, `${locale} ${key}`).toBeGreaterThan(10);
      }
    }
  });

  it('writes Ukrainian without the letters only Russian uses (ы, э, ъ, ё)', () => {
    const russianOnly = Object.entries(appMessagesUk).filter(([, message]) => /[ыэъё]/i.test(message));

    expect(russianOnly).toEqual([]);
  });

  it('keeps the product names as they are', () => {
    for (const locale of otherLocales) {
      expect(CATALOGUES[locale]['footer.tagline'], locale).toContain('Parla');
      expect(CATALOGUES[locale]['debug.vad.title'], locale).toContain('Silero VAD');
    }
  });
});

/** The form of address the shell does not use, per language: the same choice as @parla/react's catalogues (form-of-address.test.ts). */
const FORBIDDEN_ADDRESS: Readonly<Partial<Record<InterfaceLanguage, RegExp>>> = {
  // de says "du": no polite "Sie"/"Ihr"/"Ihnen" (case-sensitive, so "sie" = they/it stays allowed).
  de: /\b(Sie|Ihnen|Ihre[mnrs]?|Ihr)\b/,
  // fr says "tu": no "vous"/"votre"/"vos", nor "veuillez" (the imperative of "vous").
  fr: /\b(vous|votre|vos|veuillez)\b/i,
  // es says "tú": only "usted(es)" is checked, because "su(s)" also means his/her/its.
  es: /\busted(es)?\b/i,
  // it says "tu": no courtesy "Lei"/"Suo"/"Sua"/"Suoi"/"Sue", capitalised after a word or comma.
  it: /[\p{L},;]\s(Lei|Suo|Sua|Suoi|Sue)\b/u,
  // uk says "ви": no "ти"/"твій"/"тебе"… (\b does not see Cyrillic, hence the lookarounds).
  uk: /(?<!\p{L})(ти|твій|твоя|твоє|твої|твого|твоєї|твоїх|твоєму|тебе|тобі|тобою)(?!\p{L})/iu,
  // zh says "你": the polite "您" must not appear.
  zh: /您/,
  // ko speaks in 합쇼체 (-니다/-니까) with -세요 requests: no sentence ends in another 해요체 -요 ending.
  ko: /(?<!세)요[.?!…]*$/m,
};

describe('the form of address of the app shell', () => {
  it.each(Object.entries(FORBIDDEN_ADDRESS) as [InterfaceLanguage, RegExp][])('%s addresses the learner as the react catalogues do', (locale, forbidden) => {
    const offending = Object.entries(CATALOGUES[locale]).filter(([, message]) => forbidden.test(message.replace(/([.?!])\s+/g, '$1\n')));

    expect(offending).toEqual([]);
  });

  it('recognises the formal forms it forbids', () => {
    expect(FORBIDDEN_ADDRESS.de?.test('Melden Sie sich an, um Ihre Gespräche zu sehen.')).toBe(true);
    expect(FORBIDDEN_ADDRESS.fr?.test('Connectez-vous pour voir vos conversations.')).toBe(true);
    expect(FORBIDDEN_ADDRESS.ko?.test('비밀번호를 잊으셨나요?')).toBe(true);
  });
});

describe('loadAppMessages', () => {
  it.each(INTERFACE_LANGUAGES)('returns the %s catalogue', async (locale) => {
    await expect(loadAppMessages(locale)).resolves.toBe(CATALOGUES[locale]);
  });

  it('returns English for a locale it does not know', async () => {
    await expect(loadAppMessages('xx' as InterfaceLanguage)).resolves.toBe(appMessagesEn);
  });
});
