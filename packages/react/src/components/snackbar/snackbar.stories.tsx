import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HTTP_ERROR_MESSAGES } from '@parla/contract/constants';
import type { Session, SnackbarInput } from '@parla/sdk';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { Snackbar } from './snackbar.js';

/** Session options that queue `inputs` once the session has started; `timeout: 0` keeps each until closed. */
function queued(...inputs: SnackbarInput[]): { session: StorySessionOptions } {
  return {
    session: {
      setup: (session: Session) => {
        for (const input of inputs) {
          session.snackbar.notify({ timeout: 0, ...input });
        }
      },
    },
  };
}

const undo = fn();

const meta = {
  title: 'Feedback/Snackbar',
  component: Snackbar,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success, translated by its key (switch the locale). */
export const Success: Story = {
  parameters: queued({ type: 'success', text: 'Profile updated successfully', key: 'profile.updateSuccess' }),
};

/** Errors are announced at once (`role="alert"`). */
export const ErrorType: Story = {
  name: 'Error',
  parameters: queued({ type: 'error', text: 'Failed to update preferences', key: 'preferences.updateError' }),
};

/** A warning. */
export const Warning: Story = {
  parameters: queued({ type: 'warning', text: 'You need to accept the terms to use Parla. You have been signed out.', key: 'terms.declineWarning' }),
};

/** Information. */
export const Info: Story = {
  parameters: queued({ type: 'info', text: 'You have been logged out', key: 'auth.logoutSuccess' }),
};

/** A type the library does not know shows in the primary colour. */
export const UnknownType: Story = {
  parameters: queued({ type: 'celebration', text: 'Seven days in a row: ¡enhorabuena!' }),
};

/** Offline: the §8 text arrives without a key and is still translated. */
export const Offline: Story = {
  parameters: queued({ type: 'error', text: HTTP_ERROR_MESSAGES.offline }),
};

/** The server's rate limit (429). */
export const RateLimited: Story = {
  parameters: queued({ type: 'warning', text: HTTP_ERROR_MESSAGES[429] }),
};

/** The daily quota is nearly used up. */
export const QuotaWarning: Story = {
  parameters: queued({ type: 'warning', text: 'You have used 85 of your 100 messages today.' }),
};

/** A long text wraps. */
export const LongText: Story = {
  parameters: queued({
    type: 'info',
    text: 'Your conversation was saved. You can find it in the history at any time, export it as a file, or continue it later on another device where you are signed in.',
  }),
};

/** An action runs and closes the snackbar. */
export const WithAction: Story = {
  parameters: queued({ type: 'info', text: 'Conversation cleared', actions: [{ label: 'Undo', onSelect: undo }] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    undo.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'Undo' }));
    await expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByText('Conversation cleared')).toBeNull());
  },
};

/** One at a time: closing the first shows the next. */
export const Queue: Story = {
  globals: { locale: 'en' },
  parameters: queued({ type: 'success', text: 'Profile updated successfully', key: 'profile.updateSuccess' }, { type: 'error', text: HTTP_ERROR_MESSAGES[500] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close notification' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Nothing queued: the empty region. */
export const Empty: Story = {};
