import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { controlsTabCannotReach } from './support/keyboard-reach.js';
import { inGroups, storyIds } from './support/story-index.js';
import { openPreview, showStory } from './support/storybook-preview.js';
import type { StoryTheme } from './support/storybook-preview.js';

const stories = storyIds();
const THEMES: StoryTheme[] = ['light', 'dark'];

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(30);
});

// One visit per story and theme: axe in both themes and, in the light one, the Tab walk on the same render (it was a
// separate suite rendering every story again). axe runs first: the walk marks controls and moves focus.
for (const theme of THEMES) {
  inGroups(stories, 6).forEach((group, index) => {
    const title =
      theme === 'light'
        ? `stories ${index + 1}/6 have no serious or critical axe violation, colour contrast included (light), and Tab reaches every visible, enabled control`
        : `stories ${index + 1}/6 have no serious or critical axe violation, colour contrast included (${theme})`;
    test(title, async ({ page }) => {
      const findings: string[] = [];
      let open = false;
      for (const id of group) {
        try {
          const status = open ? await showStory(page, id) : await openPreview(page, id, theme);
          open = true;
          if (status !== 'success') {
            findings.push(`${id}: the story failed to render or play`);
          }
          if ((await page.locator(`.parla-root[data-theme="${theme}"]`).count()) === 0) {
            findings.push(`${id}: no .parla-root in the ${theme} theme`);
          }
          findings.push(...(await seriousViolations(page)).map((violation) => `${id}: ${violation}`));
          if (theme === 'light') {
            findings.push(...(await controlsTabCannotReach(page)).map((control) => `${id}: Tab never reaches ${control}`));
          }
        } catch (error) {
          findings.push(`${id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          open = false;
        }
      }
      expect(findings).toEqual([]);
    });
  });
}
