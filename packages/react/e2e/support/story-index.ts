import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built Storybook's index: `storybook-static/index.json` at the repository root. */
const indexPath = fileURLToPath(new URL('../../../../storybook-static/index.json', import.meta.url));

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

/** Ids of every story (not docs page) in the built Storybook, in index order; stories added later are found too. */
export function storyIds(): string[] {
  if (!existsSync(indexPath)) {
    throw new Error('storybook-static/ is missing: build it first with `npx storybook build --quiet -o storybook-static`.');
  }
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

/** `items` dealt into `count` groups of nearly equal size, keeping their order inside each group. */
export function inGroups<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}
