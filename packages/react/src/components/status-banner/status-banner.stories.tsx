import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBanner } from './status-banner.js';

const meta = {
  title: 'Chat/StatusBanner',
  component: StatusBanner,
  tags: ['autodocs'],
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All is well: nothing shows. */
export const AllClear: Story = {};

/** The device is offline. */
export const Offline: Story = {
  parameters: { session: { scenario: 'offline' } },
};

/** Sending is blocked by the message rate limit, with the time left. */
export const RateLimited: Story = {
  parameters: { session: { rateLimited: true } },
};

/** 12 of the 15 messages a minute sent: the 80 % warning, with the messages left. */
export const RateLimitWarning: Story = {
  parameters: { session: { rateLimited: 'warning' } },
};

/** 85 of 100 daily messages used: the 80 % warning. */
export const QuotaWarning: Story = {
  parameters: { session: { quota: 'warning' } },
};

/** The daily messages are used up. */
export const QuotaExceeded: Story = {
  parameters: { session: { quota: 'exceeded' } },
};

/** Everything at once. */
export const OfflineRateLimitedAndQuota: Story = {
  parameters: { session: { scenario: 'offline', rateLimited: true, quota: 'warning' } },
};
