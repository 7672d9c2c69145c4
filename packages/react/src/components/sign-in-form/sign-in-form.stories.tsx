import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiError } from '@parla/test-utils';
import { accountLearner, pendingResponse, signingInBy } from '../../stories-support/account-fixtures.js';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { SignInForm } from './sign-in-form.js';

const LOGIN = '/api/v1/auth/login/';

const meta = {
  title: 'Screens/SignInForm',
  component: SignInForm,
  tags: ['autodocs'],
  args: {
    onSignedIn: fn(),
    registerLink: <a href="#register">Create an account</a>,
    forgotPasswordLink: <a href="#forgot-password">Forgot your password?</a>,
  },
  argTypes: { registerLink: { control: false }, forgotPasswordLink: { control: false } },
  parameters: { session: { scenario: 'signed-out' } },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as a signed-out learner first sees it. */
export const Empty: Story = {};

/** Interaction: submitting the empty form sends nothing and shows the §5 message on each field, focusing the first. */
export const ValidationMessages: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    const email = canvas.getByLabelText('Email');
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    await expect(email).toHaveFocus();

    await userEvent.type(email, 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(email).toHaveAccessibleDescription('Please enter a valid email');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The same messages in German: submitting the empty form. */
export const ValidationMessagesGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    await expect(canvas.getByLabelText('Passwort')).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
  },
};

/** Interaction: a wrong password; the server answers 401 invalid_credentials and its message shows above the button. */
export const WrongPassword: Story = {
  globals: { locale: 'en' },
  parameters: {
    session: {
      scenario: 'signed-out',
      routes: (api) => api.on('POST', LOGIN, () => apiError(401, 'Invalid email or password.', {}, 'invalid_credentials')),
    } satisfies StorySessionOptions,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Signing in: the server has not answered yet, so the button is busy and cannot be pressed twice. */
export const SigningIn: Story = {
  globals: { locale: 'en' },
  parameters: { session: { scenario: 'signed-out', routes: (api) => api.on('POST', LOGIN, pendingResponse) } satisfies StorySessionOptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
};

/** Interaction: fill in, sign in; the learner is signed in, welcomed, and `onSignedIn` gets their profile. */
export const SignedIn: Story = {
  globals: { locale: 'en' },
  parameters: { session: signingInBy(LOGIN) },
  render: (args) => (
    <>
      <SignInForm {...args} />
      <Snackbar />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'Ada@Example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ email: accountLearner.email })));
    await expect(await canvas.findByText('Welcome back!')).toBeInTheDocument();
  },
};
