import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Session } from '@parla/sdk';
import { storyTermsSections } from '../../stories-support/story-fixtures.js';
import { Snackbar } from '../snackbar/snackbar.js';
import { TermsDialog } from './terms-dialog.js';

/** Ticks the box and presses Accept as soon as the dialog is open, so the request is in flight. */
function tickAndAccept(session: Session): void {
  session.terms.setChecked(true);
  void session.terms.accept();
}

const meta = {
  title: 'Dialogs/TermsDialog',
  component: TermsDialog,
  tags: ['autodocs'],
  args: { sections: storyTermsSections },
  argTypes: { sections: { control: 'object' } },
  // The dialog opens for a signed-in learner who has not accepted the terms, on the Chat route.
  parameters: { session: { scenario: 'terms-pending' }, docs: { story: { inline: false, iframeHeight: 640 } } },
  render: (args) => (
    <>
      <TermsDialog {...args} />
      <Snackbar />
    </>
  ),
  // The dialog's code loads when it first opens: the story has rendered once the dialog is there.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('dialog');
  },
} satisfies Meta<typeof TermsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open and unticked: Accept is disabled until the box is ticked. */
export const Open: Story = {};

/** The terms text has not arrived yet. */
export const LoadingText: Story = {
  args: { sections: undefined },
};

/** Ticked, Accept pressed, the server has not answered: a spinner, and nothing can be pressed twice. */
export const Accepting: Story = {
  parameters: { session: { acceptTerms: 'never', setup: tickAndAccept } },
};

/** Accepting failed: the dialog stays open and an error snackbar says so. */
export const AcceptError: Story = {
  parameters: { session: { acceptTerms: 'error', setup: tickAndAccept } },
};

/** Interaction: tick the box, Accept becomes enabled, accept; the dialog closes with a success snackbar. */
export const TickAndAccept: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('dialog'));
    const accept = dialog.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox'));
    await expect(accept).toBeEnabled();
    await userEvent.click(accept);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Terms accepted successfully')).toBeInTheDocument();
  },
};

/** Interaction: a failed acceptance keeps the dialog open, ticked, and Accept can be pressed again. */
export const AcceptFailsThenRetry: Story = {
  globals: { locale: 'en' },
  parameters: { session: { acceptTerms: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to accept terms');
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};
