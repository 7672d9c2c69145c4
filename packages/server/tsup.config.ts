import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The spell worker is its own entry: `createSpellChecker` starts `dist/spell-worker.js` beside the bundle.
  entry: { index: 'src/index.ts', main: 'src/main.ts', 'spell-worker': 'src/tutor/spell-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  // Dependencies (and @parla/contract's built dist) are resolved at run time, not bundled.
  skipNodeModulesBundle: true,
  external: ['@parla/contract'],
  async onSuccess() {
    // The migrator reads the committed SQL from `dist/migrations` once built.
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
