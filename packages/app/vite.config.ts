import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { parlaReactVite } from '../react/build/build-plugins.js';
import { mdiIconModules } from '../react/build/mdi-icon-modules.js';

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

const require = createRequire(import.meta.url);
/** onnxruntime-web's own folder of runtime files. */
const ortDist = dirname(require.resolve('onnxruntime-web/ort-wasm-simd-threaded.wasm'));
/** The voice-activity detector's files, served by us under `vad/` (never from a CDN): `VAD_ASSET_FILES` of `@parla/sdk/voice`. */
const VAD_ASSETS: Readonly<Record<string, string>> = {
  'vad.worklet.bundle.min.js': require.resolve('@ricky0123/vad-web/dist/vad.worklet.bundle.min.js'),
  'silero_vad_legacy.onnx': require.resolve('@ricky0123/vad-web/dist/silero_vad_legacy.onnx'),
  'ort-wasm-simd-threaded.mjs': join(ortDist, 'ort-wasm-simd-threaded.mjs'),
  'ort-wasm-simd-threaded.wasm': join(ortDist, 'ort-wasm-simd-threaded.wasm'),
};
const VAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.onnx': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

/**
 * Serves the voice-activity detector's worklet, Silero model and onnxruntime-web runtime under `vad/`: copied into the
 * build (with `.br`/`.gz` beside the large binaries) and served from node_modules by the dev server.
 */
function vadAssets(): Plugin {
  return {
    name: 'parla-vad-assets',
    configureServer(server) {
      server.middlewares.use('/vad', (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').replace(/[?#].*$/, '');
        const path = VAD_ASSETS[name];
        if (!path) {
          next();
          return;
        }
        response.setHeader('Content-Type', VAD_CONTENT_TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream');
        response.end(readFileSync(path));
      });
    },
    generateBundle() {
      for (const [name, path] of Object.entries(VAD_ASSETS)) {
        this.emitFile({ type: 'asset', fileName: `vad/${name}`, source: readFileSync(path) });
      }
    },
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      for (const name of Object.keys(VAD_ASSETS).filter((file) => /\.(mjs|wasm|onnx)$/.test(file))) {
        const path = join(outDir, 'vad', name);
        const bytes = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
      }
    },
  };
}

/**
 * The Node environment a build of `mode` runs in: a production build is production whatever NODE_ENV the caller's shell
 * carries, so the JSX transform (jsx, not jsxDEV) and the bundled React runtime always agree.
 */
function buildNodeEnv(mode: string): 'production' | 'development' {
  return mode === 'production' ? 'production' : 'development';
}

export default defineConfig(({ command, mode }) => {
  if (command === 'build') {
    // Vite and @vitejs/plugin-react read process.env.NODE_ENV after this config is loaded: set it from the mode.
    process.env.NODE_ENV = buildNodeEnv(mode);
  }
  return {
    // Relative asset URLs: the server injects `<base href>` so the app works at any sub-path.
    base: './',
    plugins: [parlaReactVite(), mdiIconModules(), react(), precompress(), vadAssets()],
    resolve: {
      conditions: [sourceCondition, ...defaultClientConditions],
      // vad-web imports both `onnxruntime-web` and `onnxruntime-web/wasm`: one wasm-only build that loads its runtime from
      // `wasmPaths` (our `vad/` folder), so no 14–28 MB wasm is inlined or emitted twice.
      // wouter reaches React's useSyncExternalStore through the `use-sync-external-store` shim: React 19 has it built in.
      alias: [
        { find: /^onnxruntime-web(\/wasm)?$/, replacement: join(ortDist, 'ort.wasm.min.mjs') },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: new URL('src/router/use-sync-external-store.ts', import.meta.url).pathname },
      ],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify(buildNodeEnv(mode)) },
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
  };
});
