import { formatMessage } from '@formatjs/intl';
import type { Formatters, IntlShape, ResolvedIntlConfig } from '@formatjs/intl';
import { IntlMessageFormat } from 'intl-messageformat';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { isDevelopment } from '../utils/is-development.js';
import type { AreaMessages } from './message-area.js';

/**
 * The formatters of one interface language the library uses: `@formatjs/intl`'s message formatter over a catalogue, and
 * number, date, time, relative-time and display-name formatters with the same signatures and results (the rest of its
 * `IntlShape` is left out, so bundles stay small).
 */
export type ParlaIntl = Pick<IntlShape, 'locale' | 'messages' | 'formatMessage' | 'formatNumber' | 'formatDate' | 'formatTime' | 'formatRelativeTime' | 'formatDisplayName'>;

/** `create`, memoized on its arguments (small option objects; shared by every formatter of the library). */
function memoized<A extends unknown[], R>(create: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let found = made.get(key);
    if (found === undefined) {
      found = create(...args);
      made.set(key, found);
    }
    return found;
  };
}

const getNumberFormat = memoized((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args));
const getDateTimeFormat = memoized((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args));
const getPluralRules = memoized((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args));
const getRelativeTimeFormat = memoized((...args: ConstructorParameters<typeof Intl.RelativeTimeFormat>) => new Intl.RelativeTimeFormat(...args));
const getDisplayNames = memoized((...args: ConstructorParameters<typeof Intl.DisplayNames>) => new Intl.DisplayNames(...args));

type MessageFormatArgs = ConstructorParameters<typeof IntlMessageFormat>;

/**
 * The formatters `formatMessage` reads through, with one message formatter per message (a catalogue's messages are
 * stable strings and precompiled ASTs, so the message itself is the key; per formatter, whose locale is fixed).
 */
function messageFormatters(): Formatters {
  const byMessage = new Map<MessageFormatArgs[0], IntlMessageFormat>();
  const getMessageFormat = (message: MessageFormatArgs[0], locales: MessageFormatArgs[1], formats: MessageFormatArgs[2], options: MessageFormatArgs[3]) => {
    let found = byMessage.get(message);
    if (!found) {
      found = new IntlMessageFormat(message, locales, formats, options);
      byMessage.set(message, found);
    }
    return found;
  };
  return { getNumberFormat, getDateTimeFormat, getPluralRules, getRelativeTimeFormat, getDisplayNames, getMessageFormat } as unknown as Formatters;
}

/** Warns about a formatting problem in development (as `onError` does for messages). */
function warn(error: unknown): void {
  if (isDevelopment()) {
    console.warn(`[@parla/react] ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `format()`, or `fallback` when it throws (an invalid date, an option the platform lacks): formatting never breaks a render. */
function safely<T>(format: () => T, fallback: T): T {
  try {
    return format();
  } catch (error) {
    warn(error);
    return fallback;
  }
}

/** A date given as text is read as one (empty text as the epoch), like `@formatjs/intl` does. */
function asDate(value: Date | number | string | undefined): Date | number | undefined {
  return typeof value === 'string' ? new Date(value || 0) : value;
}

/**
 * The number, date, time, relative-time and display-name formatters of `locale`: the platform's `Intl` formatters,
 * memoized, with `@formatjs/intl`'s defaults (a time without fields shows hours and minutes) and fallbacks.
 */
function valueFormatters(locale: InterfaceLanguage): Pick<ParlaIntl, 'formatNumber' | 'formatDate' | 'formatTime' | 'formatRelativeTime' | 'formatDisplayName'> {
  return {
    formatNumber: (value, options) => safely(() => getNumberFormat(locale, options).format(value), String(value)),
    formatDate: (value, options) => {
      const date = asDate(value);
      return safely(() => getDateTimeFormat(locale, options).format(date), String(date));
    },
    formatTime: (value, options = {}) => {
      const date = asDate(value);
      const fields = options.hour || options.minute || options.second || options.timeStyle || options.dateStyle ? options : { ...options, hour: 'numeric', minute: 'numeric' };
      return safely(() => getDateTimeFormat(locale, fields as Intl.DateTimeFormatOptions).format(date), String(date));
    },
    formatRelativeTime: (value, unit = 'second', options) => safely(() => getRelativeTimeFormat(locale, options).format(value, unit), String(value)),
    formatDisplayName: (value, options) => safely(() => getDisplayNames(locale, options).of(value), undefined),
  };
}

/** The formatter of `locale` over exactly `messages` (merge the English fallback in first); problems are warned about in development. */
export function intlForMessages(locale: InterfaceLanguage, messages: AreaMessages): ParlaIntl {
  const config: ResolvedIntlConfig = {
    locale,
    defaultLocale: 'en',
    messages: messages as ResolvedIntlConfig['messages'],
    formats: {},
    defaultFormats: {},
    fallbackOnEmptyString: true,
    onError: warn,
    onWarn: () => undefined,
  };
  const formatters = messageFormatters();
  return {
    locale,
    messages: config.messages,
    formatMessage: formatMessage.bind(null, config, formatters) as ParlaIntl['formatMessage'],
    ...valueFormatters(locale),
  };
}
