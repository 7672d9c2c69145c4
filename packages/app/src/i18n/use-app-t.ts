import { useEffect, useState } from 'react';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { useLocale } from '@parla/react';
import { appMessagesEn } from './app-messages-en.js';
import type { AppMessageKey, AppMessages } from './app-messages-en.js';
import { loadAppMessages } from './load-app-messages.js';

/** Translates one app-shell message, with `{name}` placeholders filled from `values`. */
export type AppTranslate = (key: AppMessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** The shell texts loaded so far, by language (English is bundled; each other language loads once, as its own chunk). */
const loaded = new Map<InterfaceLanguage, AppMessages>([['en', appMessagesEn]]);

/**
 * Loads the shell texts of the language the app starts in, so its first render is in that language rather than English
 * swapped a moment later. Settles once they are there, or failed, or after `waitMs` (a slow connection: English shows
 * meanwhile); never rejects.
 * @example
 * void loadFirstAppMessages(session.locale.$locale.get()).then(() => root.render(<App … />));
 */
export function loadFirstAppMessages(locale: InterfaceLanguage, waitMs = 3000): Promise<void> {
  if (loaded.has(locale)) {
    return Promise.resolve();
  }
  const loading = loadAppMessages(locale).then(
    (messages) => void loaded.set(locale, messages),
    () => undefined,
  );
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

/** Fills `{name}` placeholders. */
export function formatAppMessage(template: string, values?: Readonly<Record<string, string | number>>): string {
  return values ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : template;
}

/**
 * The app shell's translate function in the session's interface language, any of the 10 (while another language's
 * chunk loads, the texts shown so far stay — English at first; if it fails to load, English).
 * @example
 * const t = useAppT();
 * return <a href="/login">{t('nav.signIn')}</a>;
 */
export function useAppT(): AppTranslate {
  const { locale } = useLocale();
  const [messages, setMessages] = useState<{ locale: InterfaceLanguage; messages: AppMessages }>(() => ({ locale, messages: loaded.get(locale) ?? appMessagesEn }));

  useEffect(() => {
    const ready = loaded.get(locale);
    if (ready) {
      setMessages({ locale, messages: ready });
      return;
    }
    let current = true;
    loadAppMessages(locale).then(
      (result) => {
        loaded.set(locale, result);
        if (current) {
          setMessages({ locale, messages: result });
        }
      },
      (error: unknown) => {
        console.error(`Loading the "${locale}" shell texts failed; English stays.`, error);
        if (current) {
          setMessages({ locale, messages: appMessagesEn });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);

  const table = messages.messages;
  return (key, values) => formatAppMessage(table[key], values);
}
