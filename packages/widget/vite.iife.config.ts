import { defaultClientConditions, defineConfig } from 'vite';

/** The full widget as one classic script for a `<script>` tag (`dist/tutor-chat.iife.js`): everything in one file. */
export default defineConfig({
  resolve: { conditions: ['@parla/source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
