import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', constants: 'src/constants/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  // No source maps: the output is not minified, so it reads as it is (the maps were half the package).
  sourcemap: false,
  target: 'es2022',
});
