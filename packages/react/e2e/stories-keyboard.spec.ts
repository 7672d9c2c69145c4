import { expect, test } from '@playwright/test';
import { controlsTabCannotReach } from './support/keyboard-reach.js';
import { inGroups, storyIds } from './support/story-index.js';
import { openPreview, showStory } from './support/storybook-preview.js';

const stories = storyIds();

inGroups(stories, 4).forEach((group, index) => {
  test(`stories ${index + 1}/4: Tab reaches every visible, enabled control`, async ({ page }) => {
    const findings: string[] = [];
    let open = false;
    for (const id of group) {
      try {
        const status = open ? await showStory(page, id) : await openPreview(page, id, 'light');
        open = true;
        if (status !== 'success') {
          findings.push(`${id}: the story failed to render or play`);
        }
        findings.push(...(await controlsTabCannotReach(page)).map((control) => `${id}: Tab never reaches ${control}`));
      } catch (error) {
        findings.push(`${id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        open = false;
      }
    }
    expect(findings).toEqual([]);
  });
});
