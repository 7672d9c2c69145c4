import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog.js';

const meta = {
  title: 'Chat/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  args: {
    open: true,
    title: 'Delete this conversation?',
    body: '“Spanish practice” and all its messages will be deleted. This cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking before deleting: focus starts on Cancel, Escape cancels. */
export const Open: Story = {};
