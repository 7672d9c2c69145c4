import { formatDate, formatDisplayName, formatMessage, formatNumber, formatRelativeTime, formatTime } from '@formatjs/intl';
import type { Formatters, IntlShape, ResolvedIntlConfig } from '@formatjs/intl';
import { IntlMessageFormat } from 'intl-messageformat';
import type { InterfaceLanguage } from '@parla/contract/constants';
import { isDevelopment } from '../utils/is-development.js';
import type { AreaMessages } from './message-area.js';

/**
 * The formatters of one interface language the library uses: `@formatjs/intl`'s message, number, date, time, relative
 * time and display-name formatters over a catalogue (the rest of its `IntlShape` is left out, so bundles stay small).
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

/** The formatter of `locale` over exactly `messages` (merge the English fallback in first); problems are warned about in development. */
export function intlForMessages(locale: InterfaceLanguage, messages: AreaMessages): ParlaIntl {
  const config: ResolvedIntlConfig = {
    locale,
    defaultLocale: 'en',
    messages: messages as ResolvedIntlConfig['messages'],
    formats: {},
    defaultFormats: {},
    fallbackOnEmptyString: true,
    onError: (error) => {
      if (isDevelopment()) {
        console.warn(`[@parla/react] ${error.message}`);
      }
    },
    onWarn: () => undefined,
  };
  const formatters = messageFormatters();
  return {
    locale,
    messages: config.messages,
    formatMessage: formatMessage.bind(null, config, formatters) as ParlaIntl['formatMessage'],
    formatNumber: formatNumber.bind(null, config, getNumberFormat),
    formatDate: formatDate.bind(null, config, getDateTimeFormat),
    formatTime: formatTime.bind(null, config, getDateTimeFormat),
    formatRelativeTime: formatRelativeTime.bind(null, config, getRelativeTimeFormat),
    formatDisplayName: formatDisplayName.bind(null, config, getDisplayNames),
  };
}
