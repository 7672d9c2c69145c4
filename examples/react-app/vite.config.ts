import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The Parla server the dev server forwards `/api` to (so the app and the API share one origin: no CORS to set up). */
const parlaUrl = process.env.PARLA_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': { target: parlaUrl, changeOrigin: true }, '/health': { target: parlaUrl, changeOrigin: true } };

// `npx vite examples/react-app` from the repository root. Inside this repository `@parla/react` and `@parla/sdk` are
// compiled from their TypeScript source (the `@parla/source` condition); an app of your own uses the published builds.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: { conditions: ['@parla/source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
  server: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
}));
