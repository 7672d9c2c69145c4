import type { Meta, StoryObj } from '@storybook/react-vite';
import { aMessage } from '@parla/test-utils';
import { MISSPELT_SENTENCE, aReviewedMessage, checksUnavailableReview, manyCorrectionsReview, oneCorrectionReview, uncheckedWordsReview } from '../../stories-support/review-fixtures.js';
import { markdownMessages, xssMessages } from '../../stories-support/story-fixtures.js';
import { MessageBubble } from './message-bubble.js';

const meta = {
  title: 'Chat/MessageBubble',
  component: MessageBubble,
  tags: ['autodocs'],
  args: { message: aMessage('message-1', { sender: 'ai', message_text: '¡Hola! ¿Qué tal tu día?' }) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reply of the tutor. */
export const FromTheTutor: Story = {};

/** A message of the learner. */
export const FromTheLearner: Story = {
  args: { message: aMessage('message-2', { sender: 'user', message_text: 'Muy bien, gracias. ¿Y tú?' }) },
};

/** A message the learner edited. */
export const Edited: Story = {
  args: { message: aMessage('message-4', { sender: 'user', message_text: 'Muy bien, gracias. ¿Y a ti?', edited_at: '2025-01-15T10:05:00.000Z' }) },
};

/** Bold, italics, inline code and line breaks. */
export const Markdown: Story = {
  args: { message: markdownMessages()[1] ?? aMessage('markdown') },
};

/** A message that was not delivered. */
export const Failed: Story = {
  args: { message: aMessage('message-3', { sender: 'user', message_text: 'Hasta luego', status: 'failed' }) },
};

/** HTML in the text shows as text: nothing runs. */
export const HtmlStaysText: Story = {
  args: { message: xssMessages()[0] ?? aMessage('xss') },
};

/** A learner's message not reviewed (yet, or by a server without reviews): the text as written. */
export const ReviewNone: Story = {
  args: { message: aReviewedMessage('message-5', 'Yo tiengo un perro.', null) },
};

/** A learner's message with one correction: struck through and replaced in the text, told under it, explained on "Why?". */
export const ReviewOneCorrection: Story = {
  args: { message: aReviewedMessage('message-6', 'Yo tiengo un perro.', oneCorrectionReview) },
};

/** A learner's message with several corrections (one of them a missing word) and a better phrasing. */
export const ReviewManyCorrections: Story = {
  args: { message: aReviewedMessage('message-7', MISSPELT_SENTENCE, manyCorrectionsReview) },
};

/** A learner's message whose checks could not run: said honestly, with no "no mistakes" claim. */
export const ReviewChecksUnavailable: Story = {
  args: { message: aReviewedMessage('message-8', 'Muy bien, gracias.', checksUnavailableReview) },
};

/** A learner's message with two words the dictionary does not know: those are named, the rest said to be checked. */
export const ReviewSomeWordsUnchecked: Story = {
  args: { message: aReviewedMessage('message-9', 'Compré unas naranjes y unos zapatis.', uncheckedWordsReview) },
};
