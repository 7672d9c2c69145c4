import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret of the server: the explicit value (an environment variable), else the one kept in the data folder under
 * `fileName` (readable by its owner only), generated on first run. Default: the token-signing secret.
 */
export function loadOrCreateSecret(explicit: string | undefined, dataDir: string, fileName = 'secret'): string {
  if (explicit) {
    return explicit;
  }
  const file = join(dataDir, fileName);
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
