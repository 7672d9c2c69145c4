import { mkdirSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { parlaReactEsbuild } from './build/build-plugins.js';
import { minifyCss } from './build/minify-css-templates.js';
import { parlaStylesheet } from './src/styles/stylesheet.js';

export default defineConfig({
  entry: { index: 'src/index.ts', chat: 'src/chat.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  // No source maps: the output is not minified, so it reads as it is (maps doubled the package, 3.7 MB of 6.6).
  sourcemap: false,
  target: 'es2022',
  platform: 'neutral',
  // Keep the i18n catalogues' dynamic imports and the chat's on-demand parts as separate chunks.
  splitting: true,
  external: ['react', 'react-dom', /^react\//, /^@parla\//, 'nanostores', '@nanostores/react', /^@mdi\//],
  // Messages are precompiled, the ICU parser is left out and the CSS minified (build/build-plugins.ts); for that to reach
  // @formatjs/intl and intl-messageformat they are bundled, so apps get the parser-free version without setup.
  noExternal: ['@formatjs/intl', 'intl-messageformat', '@formatjs/icu-messageformat-parser', '@formatjs/fast-memoize'],
  esbuildPlugins: [parlaReactEsbuild()],
  async onSuccess() {
    // The stylesheet for apps that link CSS instead of rendering <ParlaRoot includeStyles>.
    mkdirSync('dist', { recursive: true });
    writeFileSync('dist/styles.css', minifyCss(parlaStylesheet));
  },
});
