import { useCallback, useContext } from 'react';
import type { ParlaIntl } from './intl-for-messages.js';
import { IntlContext } from './intl-context.js';
import { KNOWN_TEXT_KEYS } from './known-texts.js';
import type { MessageKey } from './messages/en.js';

/** Values of a message's `{placeholders}`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Translates a message of the library's catalogue. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The current formatter (dates, numbers, any message id). */
export function useIntl(): ParlaIntl {
  return useContext(IntlContext);
}

/**
 * The translate function of the current interface language.
 * @example
 * const t = useT();
 * return <button>{t('terms.accept')}</button>;
 */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** A text that may carry a message id (a snackbar, an SDK status). */
export interface Translatable {
  /** The text to fall back on. */
  text: string;
  /** Message id to translate instead, when the catalogue has it. */
  key?: string;
  /** Values of the message's placeholders. */
  values?: MessageValues;
}

/** Translates by `key` when the catalogue has it, else a known English text by its id, else shows `text` as it is. */
export function translateText(intl: ParlaIntl, { text, key, values }: Translatable): string {
  if (key !== undefined && Object.prototype.hasOwnProperty.call(intl.messages, key)) {
    return intl.formatMessage({ id: key }, values);
  }
  const knownKey = KNOWN_TEXT_KEYS.get(text);
  return knownKey ? intl.formatMessage({ id: knownKey }, values) : text;
}

/** A function translating {@link Translatable} texts in the current interface language. */
export function useTranslateText(): (translatable: Translatable) => string {
  const intl = useIntl();
  return useCallback((translatable: Translatable) => translateText(intl, translatable), [intl]);
}
