import { defineConfig } from 'vite';
import { bundleOptions } from './build/bundle-options.js';

/** The full widget as one classic script for a `<script>` tag (`dist/tutor-chat.iife.js`): everything in one file. */
export default defineConfig({
  ...bundleOptions,
  build: {
    target: 'es2022',
    emptyOutDir: false,
    sourcemap: true,
    lib: { entry: 'src/index.ts', name: 'ParlaWidget', formats: ['iife'], fileName: () => 'tutor-chat.iife.js' },
    rolldownOptions: {
      output: { codeSplitting: false, minify: true },
    },
  },
});
