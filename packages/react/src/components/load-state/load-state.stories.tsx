import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@parla/sdk';
import { LoadState } from './load-state.js';

const unavailable = new ApiError({ kind: 'http', status: 503, code: 'service_unavailable', message: 'Service temporarily unavailable. Please try again later.' });

const meta = {
  title: 'Screens/LoadState',
  component: LoadState,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    onRetry: fn(),
    children: <p>The loaded content of the panel.</p>,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    error: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof LoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: a spinner and "Loading…" as a status, and `aria-busy` on the region. */
export const Loading: Story = {
  args: { status: 'loading' },
};

/** Failed: the error in the interface language, as an alert, with Try again. */
export const LoadError: Story = {
  name: 'Error with retry',
  globals: { locale: 'en' },
  args: { status: 'error', error: unavailable },
  play: async ({ args, canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Service temporarily unavailable. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Failed without a way to try again (no `onRetry`), with an error that is not the server's: the generic message. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error', error: new Error('Something odd'), onRetry: undefined },
};

/** Loaded but empty: the default "Nothing here yet." */
export const Empty: Story = {
  args: { empty: true },
};

/** Loaded but empty, in the panel's own words. */
export const EmptyWithOwnText: Story = {
  args: { empty: true, emptyText: 'No conversations yet. Start one from the chat.' },
};

/** Loaded: the content. */
export const Ready: Story = {};
