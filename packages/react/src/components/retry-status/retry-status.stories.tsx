import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createSession, memoryStorage } from '@parla/sdk';
import type { RetryEvent } from '@parla/sdk';
import { fakeApi, online, testClient } from '@parla/test-utils';
import { useDisposable } from '../../hooks/use-disposable.js';
import { ParlaProvider } from '../../provider/parla-provider.js';
import { ParlaRoot } from '../parla-root/parla-root.js';
import { RetryStatus } from './retry-status.js';

/** A session whose client reports a retry of `conversations.get` (attempt 2 of 3) every few seconds. */
function RetryingSession({ children }: { children: ReactNode }) {
  const value = useDisposable(
    () => {
      const listeners = new Set<(event: RetryEvent) => void>();
      const { client } = testClient(fakeApi());
      const session = createSession({
        client: { ...client, onRetry: (listener) => (listeners.add(listener), () => listeners.delete(listener)) },
        storage: memoryStorage(),
        connectivity: online,
        languages: [],
      });
      return { session, listeners };
    },
    (created) => created.session.destroy(),
    [],
  );
  useEffect(() => {
    const emit = () => {
      for (const listener of value.listeners) {
        listener({ id: 'request-1', label: 'conversations.get', attempt: 2, retries: 3, delayMs: 2000 } as RetryEvent);
      }
    };
    emit();
    const timer = setInterval(emit, 3000);
    return () => clearInterval(timer);
  }, [value]);
  return (
    <ParlaProvider session={value.session}>
      <ParlaRoot includeStyles={false}>{children}</ParlaRoot>
    </ParlaProvider>
  );
}

const retrying: Decorator = (Story) => (
  <RetryingSession>
    <Story />
  </RetryingSession>
);

const meta = {
  title: 'Chat/RetryStatus',
  component: RetryStatus,
  tags: ['autodocs'],
} satisfies Meta<typeof RetryStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is being retried: an empty status region. */
export const Idle: Story = {};

/** 'Retrying the conversation (attempt 2 of 3)'. */
export const Retrying: Story = { decorators: [retrying] };
