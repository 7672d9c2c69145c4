import { defineConfig } from 'vite';

/** The loader (`dist/tutor-chat-loader.js`): a classic script with no dependencies. */
export default defineConfig({
  build: {
    target: 'es2020',
    emptyOutDir: false,
    sourcemap: false,
    lib: { entry: 'src/loader.ts', name: 'ParlaTutorChatLoader', formats: ['iife'], fileName: () => 'tutor-chat-loader.js' },
    rolldownOptions: { output: { minify: true } },
  },
});
