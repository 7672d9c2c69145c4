import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve each other's TypeScript source through the `@parla/source` condition. */
const sourceCondition = '@parla/source';

export default defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  test: {
    projects: [
      { extends: true, test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'sdk', include: ['packages/sdk/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'react',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          // happy-dom by default; accessibility tests opt into jsdom (axe-core does not run under happy-dom).
          environment: 'happy-dom',
        },
      },
      { extends: true, test: { name: 'widget', include: ['packages/widget/src/**/*.test.ts'], environment: 'happy-dom' } },
      { extends: true, test: { name: 'app', include: ['packages/app/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          // Files share a worker's loaded modules (each still opens its own database): the server, its dictionaries and
          // engines load once per worker instead of once per file, which took the suite from about 6 to 3.5 minutes here.
          isolate: false,
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
