/**
 * The widget's language: the first of `locale` (the attribute, or the learner's interface language), the page's `lang`
 * and the browser's language that `speaks` accepts, as a two-letter code (any region dropped), else English.
 * @example
 * widgetLanguage('de-AT', (code) => code === 'de'); // 'de'
 */
export function widgetLanguage(locale: string | null | undefined, speaks: (code: string) => boolean): string {
  const candidates = [locale, globalThis.document?.documentElement.lang, globalThis.navigator?.language];
  for (const candidate of candidates) {
    const code = candidate?.toLowerCase().split(/[-_]/)[0];
    if (code && speaks(code)) {
      return code;
    }
  }
  return 'en';
}
