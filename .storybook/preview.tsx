import type { Preview } from '@storybook/react-vite';
import { storyGlobalTypes, storyInitialGlobals } from '../packages/react/src/stories-support/story-globals.js';
import { withStorySession } from '../packages/react/src/stories-support/with-story-session.js';

/** Every story runs in its own in-memory story session, themed and translated from the toolbar. */
const preview = {
  decorators: [withStorySession],
  globalTypes: storyGlobalTypes,
  initialGlobals: storyInitialGlobals,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
  },
} satisfies Preview;

export default preview;
