import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checksUnavailableReview, manyCorrectionsReview, noMistakesReview, oneCorrectionReview, uncheckedWordsReview } from '../../stories-support/review-fixtures.js';
import { MessageCorrections } from './message-corrections.js';

const meta = {
  title: 'Chat/MessageCorrections',
  component: MessageCorrections,
  tags: ['autodocs'],
  args: { review: oneCorrectionReview },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageCorrections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One correction: its count and "Why?". */
export const OneCorrection: Story = {};

/** Several corrections and a better phrasing, with "Why?" opened: the explanations get the focus. */
export const ManyCorrectionsExplained: Story = {
  args: { review: manyCorrectionsReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Why?' }));
    const panel = canvas.getByRole('region', { name: 'Explanations' });
    await expect(panel).toHaveFocus();
    // The explanations load on demand: wait for them.
    await waitFor(() => expect(panel.textContent).toContain('“Gata” is feminine'));
  },
};

/** No correction and every check ran: "No mistakes found." */
export const NoMistakes: Story = {
  args: { review: noMistakesReview },
};

/** No check could run: says so, and claims nothing. */
export const ChecksUnavailable: Story = {
  args: { review: checksUnavailableReview },
};

/** Only the spelling check ran: no mistakes found, and the missing check said. */
export const SomeChecksUnavailable: Story = {
  args: { review: { ...noMistakesReview, checks: [{ kind: 'spelling', status: 'ran' }, { kind: 'grammar', status: 'unavailable' }] } },
};

/**
 * The embedded tutor's review: spelling ran, the full grammar check could not, and its rules for frequent mistakes
 * corrected two: says grammar was checked for frequent mistakes only.
 */
export const GrammarFrequentMistakesOnly: Story = {
  args: { review: { ...manyCorrectionsReview, better_phrasing: null, checks: [{ kind: 'spelling', status: 'ran' }, { kind: 'grammar', status: 'unavailable' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Grammar was checked for frequent mistakes only.')).toBeVisible();
  },
};

/** Spelling ran on every word but two not in the dictionary: names them, quoted as written, and says grammar was not checked. */
export const SomeWordsUnchecked: Story = {
  args: { review: uncheckedWordsReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Spelling and accents checked, except “naranjes” and “zapatis”, which are not in the dictionary. Grammar was not checked.')).toBeVisible();
  },
};
