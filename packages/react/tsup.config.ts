import { mkdirSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { parlaStylesheet } from './src/styles/stylesheet.js';

export default defineConfig({
  entry: { index: 'src/index.ts', chat: 'src/chat.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  // Keep the i18n catalogues' dynamic imports as separate chunks.
  splitting: true,
  external: ['react', 'react-dom', /^react\//, /^@parla\//, 'nanostores', '@nanostores/react', '@formatjs/intl', /^@mdi\//],
  async onSuccess() {
    // The stylesheet for apps that link CSS instead of rendering <ParlaRoot includeStyles>.
    mkdirSync('dist', { recursive: true });
    writeFileSync('dist/styles.css', parlaStylesheet);
  },
});
