import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiError, json } from '@parla/test-utils';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { ResetPasswordForm } from './reset-password-form.js';

const CONFIRM = '/api/v1/auth/password-reset/{uid}/{token}/';

const meta = {
  title: 'Screens/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  args: { uid: 'user-1', token: 'token-abc', onDone: fn() },
  parameters: {
    session: { scenario: 'signed-out', routes: (api) => api.on('POST', CONFIRM, () => json({ message: 'Your password has been reset.' })) } satisfies StorySessionOptions,
  },
  // Setting the password succeeds with a toast (the form hands over to `onDone`), so the stories show the snackbar too.
  render: (args) => (
    <>
      <ResetPasswordForm {...args} />
      <Snackbar />
    </>
  ),
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the new password (with its length hint) and its confirmation, from the emailed link. */
export const Empty: Story = {};

/** The same form in German. */
export const German: Story = {
  globals: { locale: 'de' },
};

/** Interaction: passwords that differ are not sent; 'Passwords do not match' shows on the confirmation, which takes focus. */
export const PasswordsDiffer: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'analytical engine');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'difference engine');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    await expect(canvas.getByLabelText('Confirm password')).toHaveFocus();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Interaction: a new password saved; the server's confirmation is toasted and `onDone` is called (e.g. to go to sign-in). */
export const Saved: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'analytical engine');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'analytical engine');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText('Your password has been reset.')).toBeInTheDocument();
  },
};

/** Interaction: the link has expired; the server's reason shows above the button. */
export const ExpiredLink: Story = {
  globals: { locale: 'en' },
  parameters: {
    session: { routes: (api) => api.on('POST', CONFIRM, () => apiError(400, 'This reset link has expired.', {}, 'invalid_token')) } satisfies StorySessionOptions,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'analytical engine');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'analytical engine');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    const form = within(canvas.getByRole('form'));
    await expect(await form.findByRole('alert')).toHaveTextContent('This reset link has expired.');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
