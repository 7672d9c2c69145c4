import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aPage, apiError, json } from '@parla/test-utils';
import type { FakeApi } from '@parla/test-utils';
import {
  ADMIN_FEEDBACK_PATH,
  ADMIN_REPORTS_PATH,
  ADMIN_USAGE_PATH,
  ADMIN_USERS_PATH,
  adminRoutes,
  pending,
  serverError,
  storyAdminUsage,
} from '../../stories-support/page-fixtures.js';
import { AdminDashboard } from './admin-dashboard.js';

const ADMIN_PATHS = [ADMIN_USAGE_PATH, ADMIN_USERS_PATH, ADMIN_REPORTS_PATH, ADMIN_FEEDBACK_PATH];

/** Answers every admin call with `respond`. */
function everyCall(respond: () => Response | Promise<Response>): (api: FakeApi) => void {
  return (api) => {
    for (const path of ADMIN_PATHS) {
      api.on('GET', path, respond);
    }
  };
}

/** Resolves once every section has loaded (`data-state="ready"` on the dashboard): the same in every locale. */
async function loaded(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('.parla-admin[data-state="ready"]')).not.toBeNull());
}

const meta = {
  title: 'Screens/AdminDashboard',
  component: AdminDashboard,
  tags: ['autodocs'],
  args: { pageSize: 4 },
  parameters: { session: { routes: adminRoutes } },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Usage totals with a week of messages by day, the first page of users (an admin, one never active), support reports and feedback. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('table')).toBeInTheDocument();
  },
};

/** The same dashboard in French: numbers, dates and plans in the interface language. */
export const WithDataInFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('table')).toBeInTheDocument();
  },
};

/** Interaction: Next shows the second page of users, and a search finds one learner by name. */
export const SearchAndPage: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1–4 of 6');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('5–6 of 6')).toBeInTheDocument();
    await expect(await canvas.findByText('jiwoo.park@example.com')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or email' }), 'tanaka{Enter}');
    await expect(await canvas.findByText('1–1 of 1')).toBeInTheDocument();
    await expect(await canvas.findByText('yuki.tanaka@example.com')).toBeInTheDocument();
  },
};

/** A new installation: no users match, no messages yet, no reports and no feedback. */
export const Empty: Story = {
  parameters: {
    session: {
      routes: (api: FakeApi) => {
        api.on('GET', ADMIN_USAGE_PATH, () => json({ ...storyAdminUsage, users: 0, active_users_today: 0, conversations: 0, messages_today: 0, voice_requests_today: 0, messages_by_day: [] }));
        api.on('GET', ADMIN_USERS_PATH, () => json(aPage([])));
        api.on('GET', ADMIN_REPORTS_PATH, () => json(aPage([])));
        api.on('GET', ADMIN_FEEDBACK_PATH, () => json(aPage([])));
      },
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelectorAll('.parla-load-state[data-state="empty"]')).toHaveLength(3);
  },
};

/** Nothing has arrived yet: every section is loading. */
export const Loading: Story = {
  parameters: { session: { routes: everyCall(pending) } },
};

/** Loading failed on the server: every section says so, each with its own Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { session: { routes: everyCall(serverError) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(4));
  },
};

/** Only the users failed to load: the other sections show their data. */
export const UsersFailed: Story = {
  parameters: {
    session: {
      routes: (api: FakeApi) => {
        adminRoutes(api);
        api.on('GET', ADMIN_USERS_PATH, serverError);
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** A learner who is not an admin (403): access denied instead of the dashboard. */
export const AccessDenied: Story = {
  parameters: { session: { routes: everyCall(() => apiError(403, 'Access denied. You do not have permission.', {}, 'forbidden')) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.parla-admin[data-state="forbidden"]')).not.toBeNull());
  },
};
