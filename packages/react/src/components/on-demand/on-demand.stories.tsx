import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { coreDe } from '../../i18n/messages/core/de.js';
import { loadOnDemand } from '../../utils/load-on-demand.js';
import { OnDemand } from './on-demand.js';

/** A part whose code is downloaded at once. */
const LoadedPart = lazy(() => Promise.resolve({ default: () => <p className="parla-card">The part, loaded on demand.</p> }));

/** A part whose code never arrives: the fallback stays. */
const SlowPart = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

/** A part whose code could not be downloaded while online (a missing chunk after a deploy). */
const MissingPart = lazy(loadOnDemand(() => Promise.reject<{ default: ComponentType }>(new TypeError('Failed to fetch dynamically imported module: /assets/emoji-panel.js'))));

/** What a part may show while its code loads. */
const spinner = (
  <p className="parla-load-state__message" role="status">
    <span className="parla-spinner" aria-hidden="true" /> Loading the part…
  </p>
);

const meta = {
  title: 'Foundation/OnDemand',
  component: OnDemand,
  tags: ['autodocs'],
  args: { children: <LoadedPart />, fallback: spinner },
  argTypes: { children: { control: false }, fallback: { control: false } },
} satisfies Meta<typeof OnDemand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part's code has arrived: the part shows. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The part, loaded on demand.')).toBeInTheDocument();
  },
};

/** The part's code is still loading: the fallback (by default nothing) shows in its place. */
export const Loading: Story = {
  args: { children: <SlowPart /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the part…');
  },
};

/** The part's code could not be downloaded: "Part of the app could not be loaded…" in its place; the rest goes on. */
export const LoadFailed: Story = {
  globals: { locale: 'en' },
  args: { children: <MissingPart /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Part of the app could not be loaded. Please reload the page.');
  },
};

/** The same line in German. */
export const LoadFailedInGerman: Story = {
  globals: { locale: 'de' },
  args: { children: <MissingPart /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(coreDe['chat.error.chunkLoad'])).toHaveAttribute('role', 'alert');
  },
};
