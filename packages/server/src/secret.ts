import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The signing secret: PARLA_SECRET, else the one kept in the data folder, generated on first run. */
export function loadOrCreateSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) {
    return explicit;
  }
  const file = join(dataDir, 'secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
