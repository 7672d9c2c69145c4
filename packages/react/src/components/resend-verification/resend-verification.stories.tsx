import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError, json } from '@parla/test-utils';
import { pendingResponse } from '../../stories-support/account-fixtures.js';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { ResendVerification } from './resend-verification.js';

const RESEND = '/api/v1/auth/verify-email/resend/';

const meta = {
  title: 'Screens/ResendVerification',
  component: ResendVerification,
  tags: ['autodocs'],
  args: { email: 'ada@example.com' },
  parameters: {
    session: { scenario: 'signed-out', routes: (api) => api.on('POST', RESEND, () => json({ message: 'sent' })) } satisfies StorySessionOptions,
  },
} satisfies Meta<typeof ResendVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the address known (after "Please verify your email address first"): one button. */
export const WithAddress: Story = {};

/** Sent: the answer never says whether the address has an account waiting. */
export const Sent: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('If ada@example.com is still waiting for confirmation, a new link is on its way.');
  },
};

/** Sending: the server has not answered yet. */
export const Sending: Story = {
  globals: { locale: 'en' },
  parameters: { session: { scenario: 'signed-out', routes: (api) => api.on('POST', RESEND, pendingResponse) } satisfies StorySessionOptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send the link again' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
  },
};

/** Without the address (an expired link): the learner types it, in German. */
export const TypeTheAddressInGerman: Story = {
  globals: { locale: 'de' },
  args: { email: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Link erneut senden' })).toBeDisabled();
  },
};

/** Refused: too many requests (the rate-limit message says how long to wait). */
export const RateLimited: Story = {
  globals: { locale: 'en' },
  parameters: {
    session: {
      scenario: 'signed-out',
      routes: (api) => api.on('POST', RESEND, () => apiError(429, 'Too many requests. Please wait and try again.', {}, 'rate_limited')),
    } satisfies StorySessionOptions,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests.');
  },
};
