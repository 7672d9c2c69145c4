// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as sdk from '@parla/sdk';
import * as chatEntry from './chat.js';
import * as entry from './index.js';

// The README's reference tables are @parla/react's public API: every name the entries export (beyond the SDK's) is in
// them, and every name in them is exported. Types are read from the entries' source (they leave no runtime key).
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const reference = readme.slice(readme.indexOf('\n## Reference'));
const rows = [...reference.matchAll(/^\| `([^`]+)` \|[^|]+\|([^|]*)\|([^|]*)\|$/gm)].map(([, name, types, chat]) => ({
  name: name!,
  types: [...types!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
  chat: chat!.trim() === '✓',
}));

/** The names an entry's own `export { … } from` and `export type { … } from` lines give, those from the SDK left out. */
function ownExports(file: string): { values: string[]; types: string[] } {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8').replace(/\/\/.*$/gm, '');
  const values: string[] = [];
  const types: string[] = [];
  for (const [, typeOnly, list, from] of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (from!.startsWith('@parla/sdk')) {
      continue;
    }
    for (const item of list!.split(',').map((part) => part.trim()).filter(Boolean)) {
      (typeOnly ? types : values).push(item.split(/\s+as\s+/).at(-1)!);
    }
  }
  return { values, types };
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('the README reference tables', () => {
  it('list every value @parla/react exports beyond the SDK, and nothing it does not export', () => {
    const exported = Object.keys(entry).filter((name) => !(name in sdk));
    expect(rows.length).toBeGreaterThan(60);
    expect(sorted(rows.map((row) => row.name))).toEqual(sorted(exported));
    // The source's lines say the same as the module's keys, so the type check below reads the right lines.
    expect(sorted(ownExports('./index.ts').values)).toEqual(sorted(exported));
  });

  it('list every type @parla/react exports beyond the SDK', () => {
    const exported = ownExports('./index.ts').types;
    expect(sorted(rows.flatMap((row) => row.types))).toEqual(sorted(exported));
  });

  it('mark with ✓ exactly what @parla/react/chat exports beyond the SDK', () => {
    const exported = Object.keys(chatEntry).filter((name) => !(name in sdk));
    expect(sorted(rows.filter((row) => row.chat).map((row) => row.name))).toEqual(sorted(exported));
    const chatTypes = rows.filter((row) => row.chat).flatMap((row) => row.types);
    for (const type of ownExports('./chat.ts').types) {
      expect(chatTypes, `the /chat type ${type}`).toContain(type);
    }
  });
});
