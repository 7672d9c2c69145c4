import { defineConfig } from 'vite';
import { bundleOptions } from './build/bundle-options.js';

/**
 * The full widget as an ES module, React included: `dist/tutor-chat.js`, with the sign-in form and the non-English
 * catalogues in lazy chunks (`dist/chunks/`). The classic script is `vite.iife.config.ts`, the loader `vite.loader.config.ts`.
 */
export default defineConfig({
  ...bundleOptions,
  build: {
    target: 'es2022',
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'tutor-chat.js' },
    rolldownOptions: {
      output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
