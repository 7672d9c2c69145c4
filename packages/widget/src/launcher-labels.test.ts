import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERFACE_LANGUAGES } from '@parla/contract/constants';
import { launcherLabels } from './launcher-labels.js';

afterEach(() => {
  document.documentElement.lang = '';
  vi.unstubAllGlobals();
});

describe('launcherLabels', () => {
  it('labels the launcher in every interface language, none of them left in English', () => {
    const english = launcherLabels('en');
    expect(english).toEqual({ open: 'Open the tutor chat', close: 'Close the tutor chat', panel: 'Tutor chat' });
    for (const language of INTERFACE_LANGUAGES.filter((code) => code !== 'en')) {
      const labels = launcherLabels(language);
      for (const key of ['open', 'close', 'panel'] as const) {
        expect(labels[key], `${language}.${key}`).not.toBe(english[key]);
        expect(labels[key].trim(), `${language}.${key}`).not.toBe('');
      }
      expect(new Set([labels.open, labels.close, labels.panel]).size, language).toBe(3);
    }
  });

  it('takes the locale attribute first, with any region, then the page’s language, then the browser’s, then English', () => {
    vi.stubGlobal('navigator', { language: 'ja-JP' });
    document.documentElement.lang = 'fr-CA';
    expect(launcherLabels('de-AT').open).toBe('Tutor-Chat öffnen');
    expect(launcherLabels('pt_BR').open).toBe('Abrir o chat com o tutor');
    expect(launcherLabels(null).open).toBe('Ouvrir le chat avec le tuteur');
    document.documentElement.lang = 'nl';
    expect(launcherLabels('xx').open).toBe('チューターとのチャットを開く');
    vi.stubGlobal('navigator', { language: 'sv-SE' });
    expect(launcherLabels(undefined).open).toBe('Open the tutor chat');
  });
});
