import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { apiError } from '@parla/test-utils';
import { accountLearner, pendingResponse, signingInBy } from '../../stories-support/account-fixtures.js';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { VerifyEmail } from './verify-email.js';

const VERIFY = '/api/v1/auth/verify-email/';

/** Session options in which verifying the token is refused as invalid or expired. */
const refused: StorySessionOptions = {
  scenario: 'signed-out',
  routes: (api) => api.on('POST', VERIFY, () => apiError(400, 'This verification link is invalid or has expired.', {}, 'invalid_token')),
};

const meta = {
  title: 'Screens/VerifyEmail',
  component: VerifyEmail,
  tags: ['autodocs'],
  args: {
    token: 'token-1',
    onVerified: fn(),
    continueLink: <a href="#new-conversation">Start learning</a>,
    signInLink: <a href="#sign-in">Sign in</a>,
  },
  argTypes: { continueLink: { control: false }, signInLink: { control: false } },
  parameters: { session: { scenario: 'signed-out', routes: (api) => api.on('POST', VERIFY, pendingResponse) } satisfies StorySessionOptions },
} satisfies Meta<typeof VerifyEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Verifying: the token is being checked (the server has not answered). */
export const Verifying: Story = {};

/** Verified: the learner is signed in, `onVerified` gets their profile, and the continue link shows. */
export const Verified: Story = {
  globals: { locale: 'en' },
  parameters: { session: signingInBy(VERIFY, { message: 'Email verified.' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your email is verified and you are signed in.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Start learning' })).toBeInTheDocument();
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledWith(expect.objectContaining({ email: accountLearner.email })));
  },
};

/** Failed: the link is invalid or has expired; the reason and the sign-in link show. */
export const Failed: Story = {
  globals: { locale: 'en' },
  parameters: { session: refused },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not verify your email. This verification link is invalid or has expired.');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  },
};

/** Failed, in Japanese (the server's reason stays in its own words). */
export const FailedJapanese: Story = {
  globals: { locale: 'ja' },
  parameters: { session: refused },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/メールアドレスを確認できませんでした。/)).toBeInTheDocument();
  },
};

/** Verifying, in German. */
export const VerifyingGerman: Story = {
  globals: { locale: 'de' },
};
