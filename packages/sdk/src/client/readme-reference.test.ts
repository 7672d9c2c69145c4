import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.js';

// The README's namespace table is the SDK's reference: every namespace and method of a client is in it.
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const rows = new Map(
  [...readme.matchAll(/^\| `([^`|]+)`(?: \/ `([^`|]+)`)*[^|]* \| (.+) \|$/gm)].flatMap((row) => {
    const names = row[0].split('|')[1]!.match(/`([^`]+)`/g)!.map((name) => name.slice(1, -1));
    return names.map((name) => [name, row[3]!] as const);
  }),
);

describe('the README reference table', () => {
  const client = createClient({ baseUrl: 'http://parla.test', rateLimiter: false, fetch: () => Promise.reject(new Error('no network')) });
  const namespaces = Object.entries(client).filter(([, value]) => value && typeof value === 'object' && !Array.isArray(value));

  it.each(namespaces.map(([name, namespace]) => [name, Object.keys(namespace as object)] as const))('lists the namespace %s with every method', (name, methods) => {
    const row = rows.get(name);
    expect(row, `no row for ${name}`).toBeDefined();
    for (const method of methods) {
      expect(row, `${name}.${method}`).toContain(`\`${method}`);
    }
  });
});
