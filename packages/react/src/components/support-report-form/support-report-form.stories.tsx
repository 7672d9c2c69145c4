import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiError, json } from '@parla/test-utils';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { SupportReportForm } from './support-report-form.js';

const REPORT = '/api/v1/support/report/';

const meta = {
  title: 'Screens/SupportReportForm',
  component: SupportReportForm,
  tags: ['autodocs'],
  args: { pageUrl: 'https://parla.example/chat/conversation-1' },
  parameters: {
    session: {
      routes: (api) => api.on('POST', REPORT, () => json({ id: 'report-1', created_at: '2025-01-15T10:00:00.000Z', message: 'Thanks.' }, 201)),
    } satisfies StorySessionOptions,
  },
} satisfies Meta<typeof SupportReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: subject, category (Other) and what happened. */
export const Empty: Story = {};

/** Interaction: sending it empty shows the §5 message on subject and description, and focuses the subject. */
export const Validation: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send report' }));
    await expect(canvas.getByLabelText('Subject')).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByLabelText('What happened?')).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByLabelText('Subject')).toHaveFocus();
  },
};

/** The validation messages in German. */
export const ValidationGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Meldung senden' }));
    await expect(canvas.getByLabelText('Betreff')).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
  },
};

/** Interaction: subject, category and description sent; a thank-you replaces the form. */
export const Sent: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Subject'), 'The microphone does not start');
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'bug');
    await userEvent.type(canvas.getByLabelText('What happened?'), 'I press the button and nothing happens.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you. Your report has been sent and we will look into it.');
  },
};

/** Interaction: the server fails; its message shows above the button and the report can be sent again. */
export const ServerError: Story = {
  globals: { locale: 'en' },
  parameters: {
    session: { routes: (api) => api.on('POST', REPORT, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error')) } satisfies StorySessionOptions,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Subject'), 'The microphone does not start');
    await userEvent.type(canvas.getByLabelText('What happened?'), 'I press the button and nothing happens.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    await expect(canvas.getByRole('button', { name: 'Send report' })).toBeEnabled();
  },
};
