// @vitest-environment jsdom
/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { composeStory } from '@storybook/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../../.storybook/preview.js';
import { seriousStoryViolations } from './story-violations.js';
import { waitForQuiet } from './wait-for-quiet.js';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// The project annotations (global decorator, globals) must be set before the stories are composed.
setProjectAnnotations(preview);

// jsdom's getComputedStyle is slow with the whole stylesheet and cannot lay it out anyway (the component a11y tests also leave it out).
const withoutStylesheet = { parameters: { parlaRoot: { includeStyles: false } } };

// Every story file of the package, including those added later.
const storyModules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

const stories = Object.entries(storyModules).flatMap(([path, storyModule]) => {
  const title = (storyModule.default as { title?: string } | undefined)?.title ?? path;
  const composed: ComposedStory[] = Object.values(composeStories(storyModule, withoutStylesheet));
  return composed.map((story) => ({ name: `${title} › ${story.storyName}`, story }));
});

beforeAll(() => {
  // Story sessions log the failures their scenarios cause on purpose (offline, server errors) with console.debug.
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterAll(async () => {
  // `load` runs the cleanups of the last story rendered (unmounting it destroys its session and timers).
  await stories[0]?.story.load();
});

describe('the stories of @parla/react', () => {
  it('are all found', () => {
    expect(stories.length).toBeGreaterThan(30);
  });

  describe.each(['light', 'dark'])('in the %s theme', (theme) => {
    it.each(stories)('$name renders, plays and has no serious or critical axe violation', async ({ story }) => {
      await story.run({ globals: { ...story.globals, theme } });
      await waitForQuiet(document.body);

      expect(document.querySelector(`.parla-root[data-theme="${theme}"]`)).not.toBeNull();
      expect(await seriousStoryViolations(document.body)).toEqual([]);
    });
  });
});
