import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerProfileUpdates } from '../../stories-support/account-fixtures.js';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { SettingsPanel } from './settings-panel.js';

const meta = {
  title: 'Screens/SettingsPanel',
  component: SettingsPanel,
  tags: ['autodocs'],
  args: { onSaved: fn() },
  parameters: {
    session: { routes: answerProfileUpdates } satisfies StorySessionOptions,
  },
  // Saving is confirmed by a toast, so the stories show the snackbar too.
  render: (args) => (
    <>
      <SettingsPanel {...args} />
      <Snackbar />
    </>
  ),
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A signed-in learner's settings, light or dark as the toolbar's Theme says (the checks render every story in both):
 * the theme choice shows the one in use.
 */
export const SignedIn: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const inUse = globals.theme === 'dark' ? 'Dark' : 'Light';
    await expect(await within(canvasElement).findByRole('radio', { name: inUse })).toBeChecked();
  },
};

/** Interaction: the playback speed moved to 1.5× and saved; the preferences are stored and the §8 success toasted. */
export const PlaybackSpeed: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const speed = await canvas.findByLabelText('Playback speed');
    await expect(speed).toHaveAttribute('aria-valuetext', '1×');
    fireEvent.change(speed, { target: { value: '1.5' } });
    await expect(speed).toHaveAttribute('aria-valuetext', '1.5×');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText('Preferences updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(true));
  },
};

/** The settings in Japanese; the languages stay in their own names. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
};

/** Signed out: saving applies the language and theme to this device only. */
export const SignedOut: Story = {
  parameters: { session: { scenario: 'signed-out' } },
};
