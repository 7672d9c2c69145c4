import { INTERFACE_LANGUAGES } from '@parla/contract/constants';
import type { InterfaceLanguage } from '@parla/contract/constants';
import type { ResolvedTheme } from '@parla/sdk';
import type { Preview } from '@storybook/react-vite';

/** Each interface language by its own name, for the locale menu. */
const LANGUAGE_NAMES: Readonly<Record<InterfaceLanguage, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
  uk: 'Українська',
};

/** The toolbar's theme and locale menus; the story-session decorator applies both to every story. */
export const storyGlobalTypes: NonNullable<Preview['globalTypes']> = {
  theme: {
    description: 'Colour scheme of the Parla root',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Interface language',
    toolbar: {
      title: 'Locale',
      icon: 'globe',
      items: INTERFACE_LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_NAMES[language], right: language })),
      dynamicTitle: true,
    },
  },
};

/** The globals every story starts with. */
export const storyInitialGlobals: { theme: ResolvedTheme; locale: InterfaceLanguage } = { theme: 'light', locale: 'en' };
