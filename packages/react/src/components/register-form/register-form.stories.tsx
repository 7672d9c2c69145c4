import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiError, json } from '@parla/test-utils';
import { accountTermsSections } from '../../stories-support/account-fixtures.js';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { RegisterForm } from './register-form.js';

const REGISTER = '/api/v1/auth/register/';

const meta = {
  title: 'Screens/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  args: { onRegistered: fn(), signInLink: <a href="#sign-in">Sign in</a> },
  argTypes: { signInLink: { control: false }, termsLink: { control: false }, privacyLink: { control: false } },
  parameters: {
    session: {
      scenario: 'signed-out',
      routes: (api) => {
        api.on('GET', '/api/v1/terms/', () => json({ version: '1.0', last_updated: '2025-01-15', sections: accountTermsSections }));
        api.on('POST', REGISTER, () => json({ verification_required: true, message: 'Check your inbox to verify your email.' }, 201));
      },
    } satisfies StorySessionOptions,
  },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: names, email, password twice and the consent, whose "Terms of Service" and "Privacy Policy" open under it. */
export const Empty: Story = {};

/** Interaction: submitting the empty form sends nothing and shows the §5 messages word for word, focusing the first name. */
export const RequiredMessages: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    for (const label of ['First name', 'Last name', 'Email', 'Confirm password']) {
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription('This field is required');
    }
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters. This field is required');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('You must accept the terms and privacy policy');
    await expect(canvas.getByLabelText('First name')).toHaveFocus();
    await expect(args.onRegistered).not.toHaveBeenCalled();
  },
};

/** Interaction: values the contract refuses, each with its §5 message word for word. */
export const InvalidValues: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('First name'), 'A');
    await userEvent.type(canvas.getByLabelText('Last name'), 'L'.repeat(51));
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    await expect(canvas.getByLabelText('Last name')).toHaveAccessibleDescription('Name cannot exceed 50 characters');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters. Password must be at least 8 characters');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  },
};

/** The required messages in German: submitting the empty form. */
export const RequiredMessagesGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Konto erstellen' }));
    await expect(canvas.getByLabelText('Vorname')).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Du musst die Nutzungsbedingungen und die Datenschutzerklärung akzeptieren');
  },
};

/** Interaction: pressing "Privacy Policy" shows the terms' privacy section under the consent; pressing it again hides it. */
export const PrivacyPolicyShown: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const privacy = await canvas.findByRole('button', { name: 'Privacy Policy' });
    await userEvent.click(privacy);
    const region = await canvas.findByRole('region', { name: 'Privacy Policy' });
    await expect(await within(region).findByRole('heading', { name: '5. Privacy and your data' })).toBeInTheDocument();
    await expect(within(region).getAllByRole('heading')).toHaveLength(1);
    await expect(privacy).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Interaction: pressing "Terms of Service" shows all of the terms under the consent. */
export const TermsShown: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Terms of Service' }));
    const region = await canvas.findByRole('region', { name: 'Terms of Service' });
    await waitFor(() => expect(within(region).getAllByRole('heading')).toHaveLength(accountTermsSections.length));
  },
};

/** Interaction: fill in, accept, create; the server asks for email verification, so "check your email" replaces the form. */
export const CheckYourEmail: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('First name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'analytical engine');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'analytical engine');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the Terms of Service and the Privacy Policy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a confirmation link to ada@example.com. Open it to activate your account, then sign in.');
    await expect(args.onRegistered).toHaveBeenCalledWith(expect.objectContaining({ verification_required: true, signedIn: false }));
  },
};

/** Interaction: the address is taken; the server's field error shows on the email and its message above the button. */
export const EmailTaken: Story = {
  globals: { locale: 'en' },
  parameters: {
    session: {
      routes: (api) =>
        api.on('POST', REGISTER, () => apiError(400, 'Invalid request. Please check your input.', { email: ['An account with this email already exists.'] })),
    } satisfies StorySessionOptions,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('First name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'analytical engine');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'analytical engine');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid request. Please check your input.');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists.');
  },
};
