import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Session } from '@parla/sdk';
import { aConversation, apiError, json } from '@parla/test-utils';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { NewConversationForm } from './new-conversation-form.js';

const CREATE = '/api/v1/conversations/';

/** Session options in which `count` of the 5 conversations an hour have been started already. */
function started(count: number): StorySessionOptions {
  return {
    setup: (session: Session) => {
      for (let index = 0; index < count; index += 1) {
        session.client.rateLimiter?.consume('create_conversation');
      }
    },
  };
}

const meta = {
  title: 'Screens/NewConversationForm',
  component: NewConversationForm,
  tags: ['autodocs'],
  args: { onStart: fn() },
  parameters: {
    session: {
      routes: (api) =>
        api.on('POST', CREATE, (request) => json(aConversation({ id: 'conversation-9', ...(request.body as object) }), 201)),
    } satisfies StorySessionOptions,
  },
} satisfies Meta<typeof NewConversationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts from the learner's preferences: languages, level, goals, and the nine learning modes. */
export const Default: Story = {};

/** The same form in Japanese (language names, levels, goals and modes). */
export const Japanese: Story = {
  globals: { locale: 'ja' },
};

/** 3 of the 5 conversations an hour started: the §9 warning says how many are left. */
export const LimitWarning: Story = {
  globals: { locale: 'en' },
  parameters: { session: started(3) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('You can start 2 more conversations this hour.');
  },
};

/** 4 of 5 started, in German: one conversation left (the singular form). */
export const LimitWarningGerman: Story = {
  globals: { locale: 'de' },
  parameters: { session: started(4) },
};

/** All 5 started: the notice says when the next can start, and pressing Start sends nothing. */
export const LimitBlocked: Story = {
  globals: { locale: 'en' },
  parameters: { session: started(5) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start conversation' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('You’ve started 5 conversations in the last hour. You can start another in 1 hour.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Interaction: choose the level, a goal and the roleplay mode, then start; `onStart` gets the new conversation. */
export const ChooseAndStart: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Intermediate' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Travel' }));
    const roleplay = canvas.getByRole('radio', { name: /Roleplay/ });
    await userEvent.click(roleplay);
    await expect(roleplay).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start conversation' }));
    await waitFor(() =>
      expect(args.onStart).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'conversation-9', learning_mode: 'roleplay', skill_level: 'intermediate', goals: ['travel'] }),
      ),
    );
  },
};

/** Interaction: the server fails to start it; the reason shows above the button. */
export const StartFailed: Story = {
  globals: { locale: 'en' },
  parameters: {
    session: { routes: (api) => api.on('POST', CREATE, () => apiError(500, 'Server error. Please try again later.', {}, 'server_error')) } satisfies StorySessionOptions,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start conversation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};
