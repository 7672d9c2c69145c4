import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import type { UserConfig } from 'vite';
import { parlaReactVite } from '../../react/build/build-plugins.js';

/**
 * What the ES module and the classic-script builds of the widget share: @parla/react's build plugin (precompiled
 * messages, no ICU parser, minified CSS), workspace sources, the production React, and no voice-activity model.
 */
export const bundleOptions: Pick<UserConfig, 'plugins' | 'resolve' | 'define'> = {
  plugins: [parlaReactVite()],
  resolve: {
    conditions: ['@parla/source', ...defaultClientConditions],
    alias: { '@ricky0123/vad-web': fileURLToPath(new URL('./no-voice-activity-detection.ts', import.meta.url)) },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};
