import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/** Workspace packages resolve each other's TypeScript source through the `@parla/source` condition. */
const sourceCondition = '@parla/source';

/** One Storybook for the React library: every `*.stories.tsx` of `@parla/react`. */
const config: StorybookConfig = {
  stories: ['../packages/react/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs'],
  // Telemetry hangs for ~8 s per run on the closed network.
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    return {
      ...viteConfig,
      resolve: { ...viteConfig.resolve, conditions: [sourceCondition, ...defaultClientConditions] },
      // The preview bundles every story, the SDK and the test helpers in one chunk; that is expected here.
      // react-docgen dominates the build time; that is known, so Rolldown need not report plugin timings.
      build: {
        ...viteConfig.build,
        chunkSizeWarningLimit: 2000,
        rolldownOptions: { ...viteConfig.build?.rolldownOptions, checks: { ...viteConfig.build?.rolldownOptions?.checks, pluginTimings: false } },
      },
    };
  },
};

export default config;
