import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError, json } from '@parla/test-utils';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { ForgotPasswordForm } from './forgot-password-form.js';

const RESET = '/api/v1/auth/password-reset/';

const meta = {
  title: 'Screens/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  args: { signInLink: <a href="#sign-in">Back to sign in</a> },
  argTypes: { signInLink: { control: false } },
  parameters: {
    session: {
      scenario: 'signed-out',
      routes: (api) => api.on('POST', RESET, () => json({ message: 'If an account exists, an email has been sent.' })),
    } satisfies StorySessionOptions,
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the learner types the address they signed up with. */
export const Empty: Story = {};

/** The same form in Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
};

/** Interaction: an address the contract refuses is not sent, and the §5 message shows on the field. */
export const InvalidEmail: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText('Email');
    await userEvent.type(email, 'ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(email).toHaveAccessibleDescription('Please enter a valid email');
    await expect(email).toHaveFocus();
  },
};

/** Interaction: send the link; the same success shows whether or not the address has an account. */
export const Sent: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Password reset email sent successfully!');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  },
};

/** Interaction: the server fails; its message shows above the button and the learner can send again. */
export const ServerError: Story = {
  globals: { locale: 'en' },
  parameters: {
    session: { routes: (api) => api.on('POST', RESET, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error')) } satisfies StorySessionOptions,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  },
};
