import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import type { Plugin } from 'vite';

/** Workspace packages resolve each other's TypeScript source through the `@parla/source` condition. */
const sourceCondition = '@parla/source';

/** The API server the dev server proxies to. */
const apiTarget = process.env.PARLA_API_URL ?? 'http://127.0.0.1:3000';

/** Writes `.br` and `.gz` beside every text file of the finished build, so the server sends them precompressed. */
function precompress(): Plugin {
  return {
    name: 'parla-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file.fileName)) {
          continue;
        }
        const path = join(outDir, file.fileName);
        const bytes = readFileSync(path);
        if (bytes.length < 512) {
          continue;
        }
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig(({ mode }) => ({
  // Relative asset URLs: the server injects `<base href>` so the app works at any sub-path.
  base: './',
  plugins: [react(), precompress()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/health': { target: apiTarget, changeOrigin: true },
    },
  },
}));
