import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SERVER_VERSION } from './version.js';

it('GET /health/ reports the version of the package, which `changeset version` bumps', () => {
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(SERVER_VERSION).toBe(packageJson.version);
});
