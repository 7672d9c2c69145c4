import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Session } from '@parla/sdk';
import { answerProfileUpdates } from '../../stories-support/account-fixtures.js';
import { AutoPlayToggle } from './auto-play-toggle.js';

const meta = {
  title: 'Chat/AutoPlayToggle',
  component: AutoPlayToggle,
  tags: ['autodocs'],
  // Saving answers as the server does, so a click keeps its new state.
  parameters: { session: { routes: answerProfileUpdates } },
} satisfies Meta<typeof AutoPlayToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off, as for every learner until they turn it on: a crossed-out speaker, not pressed. Clicking turns it on. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    // The button shows once the learner's profile has been read (signed out, nothing shows).
    const button = await within(canvasElement).findByRole('button', { name: 'Read replies aloud' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** On: each tutor reply is read aloud as it streams. */
export const On: Story = {
  parameters: {
    session: {
      routes: answerProfileUpdates,
      setup: (session: Session) => {
        const user = session.profile.$profile.get();
        if (user) {
          session.profile.patch({ preferences: { ...user.preferences, auto_play_replies: true } });
        }
      },
    },
  },
};

/** Signed out: nothing shows, as there is no profile to keep the choice in. */
export const SignedOut: Story = {
  parameters: { session: { scenario: 'signed-out' } },
};
