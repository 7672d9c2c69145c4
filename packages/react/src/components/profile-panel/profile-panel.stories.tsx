import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Session } from '@parla/sdk';
import { json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import { accountLearner, answerProfileUpdates } from '../../stories-support/account-fixtures.js';
import type { StorySessionOptions } from '../../stories-support/story-session.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { ProfilePanel } from './profile-panel.js';

const PROFILE = '/api/v1/auth/profile/';
const EXPORT = '/api/v1/user/export-data/';

/** The fake server's answers to the profile's own calls: saving the names, exporting the data and deleting the account. */
function profileCalls(api: FakeApi): void {
  answerProfileUpdates(api);
  api.on('GET', EXPORT, () => json({ exported_at: '2025-01-15T10:00:00.000Z', user: accountLearner, conversations: [], messages: [], usage: [] }));
  api.on('DELETE', '/api/v1/auth/delete-account/', () => json({ message: 'Account deleted.' }));
}

const meta = {
  title: 'Screens/ProfilePanel',
  component: ProfilePanel,
  tags: ['autodocs'],
  // `download` stands in for the browser download, so exporting in a story saves no file.
  args: { download: fn(), now: () => new Date('2025-01-15T12:00:00Z') },
  argTypes: { now: { control: false } },
  parameters: { session: { routes: profileCalls } satisfies StorySessionOptions },
  render: (args) => (
    <>
      <ProfilePanel {...args} />
      <Snackbar />
    </>
  ),
} satisfies Meta<typeof ProfilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile: names to edit, the email read-only, the data export and account deletion. */
export const Profile: Story = {};

/** The profile in German. */
export const German: Story = {
  globals: { locale: 'de' },
};

/** The profile has not loaded yet. */
export const Loading: Story = {
  parameters: { session: { routes: (api) => api.on('GET', PROFILE, () => new Promise<Response>(() => undefined)) } satisfies StorySessionOptions },
};

/** Interaction: a first name too short gives the §5 message; a valid one is saved and the success toasted. */
export const EditNames: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(first).toHaveAccessibleDescription('Name must be at least 2 characters');
    await userEvent.type(first, 'ugusta');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Profile updated successfully')).toBeInTheDocument();
    await expect(first).toHaveValue('Augusta');
  },
};

/** Interaction: export the data; the JSON file goes to `download` and the panel says so. */
export const ExportData: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export my data' }));
    await expect(await canvas.findByText('Your data has been downloaded.')).toBeInTheDocument();
    await waitFor(() => expect(args.download).toHaveBeenCalledWith(expect.objectContaining({ name: 'parla-data-2025-01-15.json', type: 'application/json' })));
  },
};

/** Interaction: the day's 3 exports are used up; exporting sends nothing and says when the next is possible. */
export const ExportLimitReached: Story = {
  globals: { locale: 'en' },
  parameters: {
    session: {
      setup: (session: Session) => {
        for (let index = 0; index < 3; index += 1) {
          session.client.rateLimiter?.consume('data_export');
        }
      },
    } satisfies StorySessionOptions,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export my data' }));
    const data = within(canvas.getByRole('region', { name: 'Your data' }));
    await expect(await data.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait and try again. Data can be exported 3 times a day; the next export is possible in 24 hours.',
    );
    await expect(args.download).not.toHaveBeenCalled();
  },
};

/** Interaction: "Delete my account" opens the confirmation, which enables deleting only once the email is typed. */
export const DeleteConfirmation: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete account' }));
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(`Type ${accountLearner.email} to confirm`), accountLearner.email);
    await expect(confirm).toBeEnabled();
  },
};
