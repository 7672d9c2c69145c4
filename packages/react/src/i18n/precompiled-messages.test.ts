// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTERFACE_LANGUAGES } from '@parla/contract/constants';
import { CATALOGUE_MODULE, precompileCatalogue } from '../../build/precompile-catalogue.js';
import { parse as parseLiteral } from '../../build/literal-message-parser.js';
import { sampleValues } from '../test-utils/sample-values.js';

// The builds ship catalogues precompiled by `build/precompile-catalogue.ts` and, instead of the ICU parser,
// `build/literal-message-parser.ts`. These tests format every message of every catalogue both ways and demand the same text.

const messagesDirectory = fileURLToPath(new URL('./messages/', import.meta.url));
const areas = readdirSync(messagesDirectory, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const catalogueFiles = areas.flatMap((area) => readdirSync(`${messagesDirectory}${area}`).map((file) => `${messagesDirectory}${area}/${file}`));

/** Runs the JavaScript the build emits for a catalogue module and returns its exports. */
function evaluateModule(javascript: string): Record<string, Record<string, string | MessageFormatElement[]>> {
  const exports: Record<string, Record<string, string | MessageFormatElement[]>> = {};
  new Function('exports', javascript.replace(/^export const (\w+) =/gm, 'exports.$1 ='))(exports);
  return exports;
}

/** The source module's catalogues, as written. */
async function sourceCatalogues(path: string): Promise<Record<string, Record<string, string>>> {
  return (await import(/* @vite-ignore */ path)) as Record<string, Record<string, string>>;
}

const realParse = IntlMessageFormat.__parse;

afterEach(() => {
  IntlMessageFormat.__parse = realParse;
});

describe('precompiled catalogues', () => {
  it('cover every catalogue module of every area and language', () => {
    expect(areas.sort()).toEqual(['charts', 'chat', 'chat-parts', 'core', 'progress', 'screens']);
    expect(catalogueFiles).toHaveLength(areas.length * INTERFACE_LANGUAGES.length);
    for (const file of catalogueFiles) {
      expect(file).toMatch(CATALOGUE_MODULE);
    }
  });

  it.each(catalogueFiles.map((file) => [file.slice(messagesDirectory.length), file]))(
    '%s formats every message exactly as the ICU parser reads its source, with the literal parser in its place',
    async (_, file) => {
      const locale = file.slice(-5, -3);
      const source = await sourceCatalogues(file);
      const precompiled = evaluateModule(await precompileCatalogue(file));
      expect(Object.keys(precompiled).sort()).toEqual(Object.keys(source).sort());

      for (const [name, catalogue] of Object.entries(source)) {
        const shipped = precompiled[name] ?? {};
        expect(Object.keys(shipped).sort()).toEqual(Object.keys(catalogue).sort());
        const errors: unknown[] = [];
        const expectedIntl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(error) });
        const expected = Object.entries(catalogue).map(([key, message]) => sampleValues(message).map((values) => expectedIntl.formatMessage({ id: key }, values)));

        IntlMessageFormat.__parse = parseLiteral as typeof realParse;
        const shippedIntl = createIntl({ locale, messages: shipped as Record<string, MessageFormatElement[]>, onError: (error) => errors.push(error) });
        const actual = Object.entries(catalogue).map(([key, message]) => sampleValues(message).map((values) => shippedIntl.formatMessage({ id: key }, values)));
        IntlMessageFormat.__parse = realParse;

        expect(actual).toEqual(expected);
        expect(errors).toEqual([]);
      }
    },
  );

  it('keep plain text as a string (the literal parser reads it as the ICU parser does) and precompile the rest', async () => {
    const shipped = evaluateModule(await precompileCatalogue(`${messagesDirectory}screens/en.ts`)).screensEn ?? {};
    const { screensEn } = await import('./messages/screens/en.js');

    expect(shipped['progress.days']).toEqual(parse(screensEn['progress.days']));
    expect(Array.isArray(shipped['form.passwordHint'])).toBe(true);
    expect(shipped['form.email']).toBe(screensEn['form.email']);
    for (const [key, message] of Object.entries(shipped)) {
      if (typeof message === 'string') {
        expect(parseLiteral(message), key).toEqual(parse(message));
      }
    }
  });
});

describe('the literal parser that replaces the ICU parser in builds', () => {
  it('reads plain text as one literal element', () => {
    expect(parseLiteral('Send message')).toEqual([{ type: 0, value: 'Send message' }]);
  });

  it('refuses a message with ICU syntax, so an uncompiled message is reported instead of shown wrongly', () => {
    expect(() => parseLiteral('Version {version}')).toThrow(/not precompiled/);
    expect(() => parseLiteral("It''s")).toThrow(/not precompiled/);
    expect(() => parseLiteral('<b>bold</b>')).toThrow(/not precompiled/);
  });
});
