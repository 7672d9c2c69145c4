import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useStore } from '@nanostores/react';
import { useParlaSession } from '../../hooks/use-parla-session.js';
import { ParlaIntlProvider } from '../../i18n/parla-intl-provider.js';
import { screensDe } from '../../i18n/messages/screens/de.js';
import { screensJa } from '../../i18n/messages/screens/ja.js';
import { progressRoutes, storyStats } from '../../stories-support/page-fixtures.js';
import { NotFoundPage } from '../not-found-page/not-found-page.js';
import { ParlaChatRoot } from '../parla-root/parla-chat-root.js';
import { ProgressPanel } from '../progress-panel/progress-panel.js';
import { ParlaScreens } from './parla-screens.js';

/**
 * The root of `@parla/react/chat` as an embedder has it: the chat's messages only (a formatter of its own, in the
 * session's language) and, with `includeStyles`, the chat's styles only.
 */
function ChatEntryRoot({ includeStyles, children }: { includeStyles: boolean; children: ReactNode }) {
  const locale = useStore(useParlaSession('ChatEntryRoot').locale.$locale);
  return (
    <ParlaIntlProvider locale={locale}>
      <ParlaChatRoot includeStyles={includeStyles}>{children}</ParlaChatRoot>
    </ParlaIntlProvider>
  );
}

const meta = {
  title: 'Foundation/ParlaScreens',
  component: ParlaScreens,
  tags: ['autodocs'],
  args: { includeStyles: true, children: <NotFoundPage /> },
  argTypes: { children: { control: false } },
  // The chat entry's root inside the story's root; both leave their styles out where the story root does (the jsdom checks).
  render: (args, context) => {
    const storyStyles = (context.parameters.parlaRoot as { includeStyles?: boolean } | undefined)?.includeStyles !== false;
    return (
      <ChatEntryRoot includeStyles={storyStyles}>
        <ParlaScreens {...args} includeStyles={storyStyles && args.includeStyles !== false} />
      </ChatEntryRoot>
    );
  },
} satisfies Meta<typeof ParlaScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen other than the chat (here Page not found) inside the chat entry's root: `ParlaScreens` brings its messages and styles. */
export const ScreenInTheChatRoot: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  },
};

/** In another language the screens' messages load on demand; until they arrive the previous ones stay (Japanese). */
export const InJapanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: screensJa['notFound.title'] })).toBeInTheDocument();
  },
};

/** A screen that loads data (the progress panel) in the chat entry's root, in German. */
export const ProgressInGerman: Story = {
  globals: { locale: 'de' },
  args: { children: <ProgressPanel /> },
  parameters: { session: { routes: progressRoutes(storyStats) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: screensDe['progress.title'] })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('.parla-progress[data-state="ready"]')).not.toBeNull());
  },
};
