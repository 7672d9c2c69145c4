import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LevelMeter } from './level-meter.js';

const meta = {
  title: 'Voice/LevelMeter',
  component: LevelMeter,
  tags: ['autodocs'],
  args: { level: 0.55, label: 'Microphone level', style: { maxWidth: 320 } },
  argTypes: { level: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
} satisfies Meta<typeof LevelMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Silence: an empty bar (the recorder and pronunciation practice show it while not recording). */
export const Silent: Story = {
  args: { level: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '0');
  },
};

/** The learner speaking: the bar at 55 %. */
export const Speaking: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '55');
  },
};

/** Loud: a level above 1 is held at a full bar (100). */
export const Loud: Story = {
  args: { level: 1.4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '100');
  },
};
