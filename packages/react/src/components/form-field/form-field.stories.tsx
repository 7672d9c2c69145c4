import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './form-field.js';

const meta = {
  title: 'Foundation/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email' },
  argTypes: { hint: { control: 'text' } },
  // A field spans its container; a form column is about this wide.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled field, nothing else. */
export const Plain: Story = {};

/** With a hint under it, linked to the field. */
export const WithHint: Story = {
  args: { label: 'Password', type: 'password', name: 'password', autoComplete: 'new-password', hint: 'At least 8 characters.' },
};

/** With an error: the field is marked invalid and the error is linked to it. */
export const WithError: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: 'ada@', error: 'Please enter a valid email' },
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByLabelText('Email');
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Please enter a valid email');
  },
};

/** With a hint and an error: both are read out, hint first. */
export const WithHintAndError: Story = {
  args: {
    label: 'Password',
    type: 'password',
    name: 'password',
    defaultValue: 'short',
    hint: 'At least 8 characters.',
    error: 'Password must be at least 8 characters',
  },
};

/** Interaction: a password with the show/hide button, which reveals it. */
export const RevealablePassword: Story = {
  globals: { locale: 'en' },
  args: { label: 'Password', type: 'password', name: 'password', autoComplete: 'current-password', defaultValue: 'correct horse', revealable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** German: the texts come from the caller, the show-password button from the interface language. */
export const German: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Passwort',
    type: 'password',
    name: 'password',
    defaultValue: 'kurz',
    revealable: true,
    hint: 'Mindestens 8 Zeichen.',
    error: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
  },
};
