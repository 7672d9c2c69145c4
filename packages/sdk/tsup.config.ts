import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', voice: 'src/voice/index.ts', embed: 'src/embed/index.ts', dev: 'src/dev/index.ts' },
  format: ['esm', 'cjs'],
  // One shared chunk in both formats, so ApiError is the same class for the main entry and `voice` (instanceof holds).
  splitting: true,
  dts: true,
  clean: true,
  // No source maps: the output is not minified, so it reads as it is (the maps were half the package).
  sourcemap: false,
  target: 'es2022',
  platform: 'neutral',
  external: ['@parla/contract', 'nanostores', 'eventsource-parser'],
});
