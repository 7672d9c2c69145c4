import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { InterfaceLanguage, Theme } from '@parla/contract/constants';
import { isInterfaceLanguage, isTheme } from '@parla/sdk';
import { ParlaRoot } from '../components/parla-root/parla-root.js';
import { useDisposable } from '../hooks/use-disposable.js';
import { ParlaProvider } from '../provider/parla-provider.js';
import { storySession } from './story-session.js';
import type { StorySessionOptions } from './story-session.js';

/** Props of {@link StorySessionProvider}. */
export interface StorySessionProviderProps {
  /** The story's session options (`parameters.session`). */
  options?: StorySessionOptions;
  /** The toolbar's theme; changing it restyles the same session. */
  theme: Theme;
  /** The toolbar's locale; changing it re-translates the same session. */
  locale: InterfaceLanguage;
  /** Padding and full height, as on a page; off in docs, where many stories share one page. Default: true. */
  fullPage?: boolean;
  /** Renders the library's stylesheet in the root. Default: true. */
  includeStyles?: boolean;
  children?: ReactNode;
}

/** Gives its children one story session (made on mount, destroyed on unmount) inside `<ParlaProvider>` and `<ParlaRoot>`. */
export function StorySessionProvider({ options, theme, locale, fullPage = true, includeStyles = true, children }: StorySessionProviderProps) {
  const story = useDisposable(() => storySession({ ...options, theme, locale }), (value) => value.session.destroy(), []);
  useEffect(() => {
    story.session.theme.setTheme(theme);
  }, [story, theme]);
  useEffect(() => {
    story.session.locale.setLocale(locale);
  }, [story, locale]);
  return (
    <ParlaProvider session={story.session}>
      <ParlaRoot includeStyles={includeStyles} style={{ boxSizing: 'border-box', minHeight: fullPage ? '100vh' : undefined, padding: 16 }}>{children}</ParlaRoot>
    </ParlaProvider>
  );
}

/** The global decorator: every story runs in its own story session, themed and translated by the toolbar's globals. */
export const withStorySession: Decorator = (Story, context) => {
  const theme: unknown = context.globals.theme;
  const locale: unknown = context.globals.locale;
  return (
    <StorySessionProvider
      options={context.parameters.session as StorySessionOptions | undefined}
      theme={isTheme(theme) ? theme : 'light'}
      locale={isInterfaceLanguage(locale) ? locale : 'en'}
      fullPage={context.viewMode !== 'docs'}
      includeStyles={(context.parameters.parlaRoot as { includeStyles?: boolean } | undefined)?.includeStyles}
    >
      <Story />
    </StorySessionProvider>
  );
};
