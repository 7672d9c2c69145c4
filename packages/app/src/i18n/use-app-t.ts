import { useEffect, useState } from 'react';
import { useLocale } from '@parla/react';
import { appMessagesEn } from './app-messages-en.js';
import type { AppMessageKey, AppMessages } from './app-messages-en.js';

/** Translates one app-shell message, with `{name}` placeholders filled from `values`. */
export type AppTranslate = (key: AppMessageKey, values?: Readonly<Record<string, string | number>>) => string;

const loaded = new Map<string, AppMessages>([['en', appMessagesEn]]);

/** Loads the shell texts of a language (English is bundled; Spanish is its own small chunk; the others fall back to English). */
function loadAppMessages(locale: string): Promise<AppMessages> {
  if (locale === 'es') {
    return import('./app-messages-es.js').then((module) => module.appMessagesEs);
  }
  return Promise.resolve(appMessagesEn);
}

/** Fills `{name}` placeholders. */
export function formatAppMessage(template: string, values?: Readonly<Record<string, string | number>>): string {
  return values ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : template;
}

/**
 * The app shell's translate function in the session's interface language (English while another language loads).
 * @example
 * const t = useAppT();
 * return <a href="/login">{t('nav.signIn')}</a>;
 */
export function useAppT(): AppTranslate {
  const { locale } = useLocale();
  const [messages, setMessages] = useState<{ locale: string; messages: AppMessages }>(() => ({ locale, messages: loaded.get(locale) ?? appMessagesEn }));

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
      (error: unknown) => console.error(`Loading the "${locale}" shell texts failed; English stays.`, error),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  const table = messages.messages;
  return (key, values) => formatAppMessage(table[key], values);
}
