// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTERFACE_LANGUAGES } from '@parla/contract/constants';
import { sampleValues } from '../test-utils/sample-values.js';
import { intlForMessages } from './intl-for-messages.js';
import { loadCatalogue } from './load-catalogue.js';

// `intlForMessages` binds `@formatjs/intl`'s message formatter, and formats numbers, dates, times, relative times and
// language names with the platform's Intl, instead of calling `createIntl` (a smaller bundle). These tests demand the
// same text as `createIntl` for every message of every language, and the same formatting and fallbacks.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('intlForMessages', () => {
  it.each(INTERFACE_LANGUAGES.map((locale) => [locale]))('formats every %s message as createIntl does, with no error', async (locale) => {
    const messages = await loadCatalogue(locale);
    const errors: unknown[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((message: unknown) => errors.push(message));
    const expected = createIntl({ locale, messages, onError: (error) => errors.push(error) });
    const actual = intlForMessages(locale, messages);

    for (const [key, message] of Object.entries(messages)) {
      for (const values of sampleValues(message)) {
        expect(actual.formatMessage({ id: key }, values), key).toBe(expected.formatMessage({ id: key }, values));
      }
    }
    expect(errors).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(Object.keys(messages).length).toBeGreaterThan(300);
  });

  it('formats numbers, dates, times, relative times and language names in the language', () => {
    const german = intlForMessages('de', {});
    const date = new Date(Date.UTC(2026, 10, 21, 9, 30));

    expect(german.locale).toBe('de');
    expect(german.formatNumber(1234.5)).toBe('1.234,5');
    expect(german.formatNumber(0.5, { style: 'percent' })).toBe('50\u00a0%');
    expect(german.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('21. November 2026');
    expect(german.formatTime(date, { timeZone: 'UTC' })).toBe('09:30');
    expect(german.formatRelativeTime(-2, 'day', { numeric: 'auto' })).toBe('vorgestern');
    expect(german.formatDisplayName('es', { type: 'language' })).toBe('Spanisch');
  });

  it.each(INTERFACE_LANGUAGES.map((locale) => [locale]))('formats values as createIntl does in %s, and falls back as it does', (locale) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expected = createIntl({ locale, messages: {}, onError: () => undefined });
    const actual = intlForMessages(locale, {});
    const date = new Date(Date.UTC(2026, 10, 21, 9, 30));
    const cases: Array<[string, (intl: Pick<typeof actual, 'formatNumber' | 'formatDate' | 'formatTime' | 'formatRelativeTime' | 'formatDisplayName'>) => unknown]> = [
      ['number', (intl) => intl.formatNumber(1234567.891)],
      ['percent', (intl) => intl.formatNumber(0.5, { style: 'percent' })],
      ['unit', (intl) => intl.formatNumber(5, { style: 'unit', unit: 'minute', unitDisplay: 'long' })],
      ['date', (intl) => intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' })],
      ['date as text', (intl) => intl.formatDate('2026-11-21T09:30:00Z', { month: 'short', day: 'numeric', timeZone: 'UTC' })],
      ['time without fields', (intl) => intl.formatTime(date, { timeZone: 'UTC' })],
      ['time style', (intl) => intl.formatTime(date, { timeStyle: 'short', timeZone: 'UTC' })],
      ['relative time', (intl) => intl.formatRelativeTime(-2, 'day', { numeric: 'auto' })],
      ['relative time in seconds by default', (intl) => intl.formatRelativeTime(0)],
      ['language name', (intl) => intl.formatDisplayName('ja', { type: 'language' })],
      ['invalid date', (intl) => intl.formatDate(Number.NaN)],
      ['invalid date as text', (intl) => intl.formatTime('not a date')],
      ['invalid option', (intl) => intl.formatNumber(3, { style: 'currency' })],
      ['invalid language code', (intl) => intl.formatDisplayName('!!', { type: 'language' })],
    ];

    for (const [name, format] of cases) {
      expect(format(actual), name).toBe(format(expected));
    }
  });

  it('reads a message once per formatter: the same message is formatted again without being parsed again', () => {
    const intl = intlForMessages('en', { 'test.count': '{count, plural, one {# message} other {# messages}}' });
    const realParse = IntlMessageFormat.__parse;

    expect(intl.formatMessage({ id: 'test.count' }, { count: 1 })).toBe('1 message');
    const parse = vi.fn(realParse);
    IntlMessageFormat.__parse = parse;
    try {
      expect(intl.formatMessage({ id: 'test.count' }, { count: 3 })).toBe('3 messages');
      expect(parse).not.toHaveBeenCalled();
      expect(intlForMessages('en', { 'test.count': '{count, plural, one {# message} other {# messages}}' }).formatMessage({ id: 'test.count' }, { count: 2 })).toBe('2 messages');
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      IntlMessageFormat.__parse = realParse;
    }
  });

  it('shows the key of a missing message and warns about it in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const intl = intlForMessages('fr', {});

    expect(intl.formatMessage({ id: 'chat.send' })).toBe('chat.send');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('chat.send'));
  });
});
