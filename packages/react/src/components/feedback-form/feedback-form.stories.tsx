import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { json } from '@parla/test-utils';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { FeedbackForm } from './feedback-form.js';

const meta = {
  title: 'Screens/FeedbackForm',
  component: FeedbackForm,
  tags: ['autodocs'],
  args: { category: 'chat' },
  parameters: {
    session: {
      routes: (api) => api.on('POST', '/api/v1/support/feedback/', () => json({ id: 'feedback-1', created_at: '2025-01-15T10:00:00.000Z', message: 'Thanks.' }, 201)),
    } satisfies StorySessionOptions,
  },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: five stars to choose from and an optional comment. */
export const Empty: Story = {};

/** The form in Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
};

/** Interaction: sending without a rating shows the §5 message under the stars and focuses the first star. */
export const Validation: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('radio', { name: '1 of 5 stars' })).toHaveFocus();
  },
};

/** Interaction: four stars and a comment sent; a thank-you replaces the form. */
export const Sent: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.type(canvas.getByLabelText('Comments (optional)'), 'Lovely tutor.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you for your feedback!');
  },
};
