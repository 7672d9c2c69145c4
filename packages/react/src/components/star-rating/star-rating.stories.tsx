import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating } from './star-rating.js';
import type { StarRatingProps } from './star-rating.js';

/** A rating that keeps its own value, so pressing a star fills the stars up to it (and still calls `onChange`). */
function RatingWithState({ value, onChange, ...rest }: StarRatingProps) {
  const [rating, setRating] = useState(value);
  return (
    <StarRating
      {...rest}
      value={rating}
      onChange={(next) => {
        setRating(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Foundation/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { label: 'Your rating', value: 0, onChange: fn() },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 1 } } },
  // A new value from the controls starts the rating afresh.
  render: (args) => <RatingWithState key={args.value} {...args} />,
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: five outlined stars. */
export const Empty: Story = {};

/** Four of five stars chosen. */
export const Rated: Story = {
  args: { value: 4 },
};

/** A rating is required: the error under the stars, linked to the group. */
export const WithError: Story = {
  args: { error: 'This field is required' },
};

/** Ten stars instead of five. */
export const TenStars: Story = {
  args: { length: 10, value: 7 },
};

/** Japanese: each star is named in the interface language. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { label: '評価', value: 3 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: '星5つ中3つ' })).toBeChecked();
  },
};

/** Interaction: Tab reaches the stars, the arrow keys move the rating, and pressing a star chooses it. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('radio', { name: '1 of 5 stars' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAttribute('data-state', 'rated');
    await userEvent.click(canvas.getByRole('radio', { name: '5 of 5 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};
