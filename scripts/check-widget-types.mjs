// Type-checks a partner's script against @parla/widget's packed types alone, as a fresh project would install them:
// strict, exactOptionalPropertyTypes, no skipLibCheck, and no React, SDK or other package beside it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const widget = join(root, 'packages/widget');
const project = mkdtempSync(join(tmpdir(), 'parla-widget-types-'));
try {
  const installed = join(project, 'node_modules/@parla/widget');
  mkdirSync(installed, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(widget, 'package.json'), 'utf8'));
  writeFileSync(join(installed, 'package.json'), JSON.stringify(manifest));
  cpSync(join(widget, 'dist/types'), join(installed, 'dist/types'), { recursive: true });
  cpSync(join(widget, 'types'), join(installed, 'types'), { recursive: true });
  cpSync(join(root, 'scripts/widget-types-consumer'), project, { recursive: true });
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The widget types do not stand alone (see above).');
    process.exit(1);
  }
  console.log('@parla/widget types check in a fresh strict project with nothing else installed.');
} finally {
  rmSync(project, { recursive: true, force: true });
}
