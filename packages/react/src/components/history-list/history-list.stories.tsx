import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isInterfaceLanguage, isTheme } from '@parla/sdk';
import { aConversation, aPage, apiError, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { useDisposable } from '../../hooks/use-disposable.js';
import { ParlaProvider } from '../../provider/parla-provider.js';
import { storySession } from '../../stories-support/story-session.js';
import { ParlaRoot } from '../parla-root/parla-root.js';
import { HistoryList } from './history-list.js';

/** A story session whose fake server also answers the history calls as `serve` says. */
function HistorySession({ serve, theme, locale, children }: { serve: (api: FakeApi) => void; theme: string; locale: string; children: ReactNode }) {
  const story = useDisposable(
    () => {
      const created = storySession({ theme: isTheme(theme) ? theme : 'light', locale: isInterfaceLanguage(locale) ? locale : 'en' });
      serve(created.api);
      return created;
    },
    (value) => value.session.destroy(),
    [],
  );
  return (
    <ParlaProvider session={story.session}>
      <ParlaRoot includeStyles={false}>{children}</ParlaRoot>
    </ParlaProvider>
  );
}

function withHistory(serve: (api: FakeApi) => void): Decorator {
  return (Story, context) => (
    <HistorySession serve={serve} theme={String(context.globals.theme)} locale={String(context.globals.locale)}>
      <Story />
    </HistorySession>
  );
}

const now = Date.now();
const hoursAgo = (hours: number) => new Date(now - hours * 3600_000).toISOString();
const conversations = [
  aConversation({ id: 'c1', title: 'Ordering tapas', learning_mode: 'roleplay', last_message_preview: '¿Me trae la cuenta, por favor?', last_message_at: hoursAgo(2) }),
  aConversation({ id: 'c2', title: 'Idioms of Paris', target_language: 'fr', learning_mode: 'idioms', last_message_preview: 'Il pleut des cordes !', last_message_at: hoursAgo(30) }),
  aConversation({ id: 'c3', title: 'Kanji practice', target_language: 'ja', learning_mode: 'vocabulary', last_message_preview: null, last_message_at: null, updated_at: hoursAgo(24 * 12) }),
];

const meta = {
  title: 'Chat/HistoryList',
  component: HistoryList,
  tags: ['autodocs'],
  args: { onResume: fn(), download: fn(), currentId: 'c1', style: { maxWidth: 320 } },
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Conversations with language, mode, last message and relative date (switch the locale); more on the server. */
export const WithConversations: Story = {
  decorators: [withHistory((api) => api.on('GET', '/api/v1/conversations/history/', () => json(aPage(conversations, '/next', 5))))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Kanji practice')).toBeInTheDocument();
  },
};

/** Deleting asks first. */
export const ConfirmDelete: Story = {
  decorators: [withHistory((api) => api.on('GET', '/api/v1/conversations/history/', () => json(aPage(conversations))))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete “Idioms of Paris”' }));
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** No conversations yet. */
export const Empty: Story = {
  decorators: [withHistory((api) => api.on('GET', '/api/v1/conversations/history/', () => json(aPage([]))))],
};

/** The first page is loading. */
export const Loading: Story = {
  decorators: [withHistory((api) => api.on('GET', '/api/v1/conversations/history/', () => new Promise<Response>(() => undefined)))],
};

/** Loading failed: the error and Try again. */
export const LoadError: Story = {
  name: 'Error',
  decorators: [withHistory((api) => api.on('GET', '/api/v1/conversations/history/', () => apiError(503, 'Service temporarily unavailable. Please try again later.', {}, 'service_unavailable')))],
};
