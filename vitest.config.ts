import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve each other's TypeScript source through the `@parla/source` condition. */
const sourceCondition = '@parla/source';

/** React test files in jsdom (axe-core does not run under happy-dom): every accessibility test, and two more. */
const REACT_JSDOM_FILES = [
  'packages/react/src/**/*.a11y.test.tsx',
  'packages/react/src/components/session-recap/session-recap.test.tsx',
  'packages/react/src/styles/minified-stylesheet.test.ts',
];

/**
 * React test files that keep a module graph of their own: those replacing a module with vi.mock (a shared graph keeps the
 * real module) and those in the node environment.
 */
const REACT_ISOLATED_FILES = [
  'packages/react/src/components/practice-dialog/practice-dialog.test.tsx',
  'packages/react/src/components/message-corrections/message-corrections.chunk-error.test.tsx',
  'packages/react/src/i18n/intl-for-messages.test.ts',
  'packages/react/src/i18n/precompiled-messages.test.ts',
  'packages/react/src/readme-reference.test.ts',
  'packages/react/build/**/*.test.ts',
];

/** SDK test files that replace a module with vi.mock: they keep a module graph of their own (a mock would outlive its file). */
const SDK_ISOLATED_FILES = [
  'packages/sdk/src/state/chat-session.test.ts',
  'packages/sdk/src/stream/message-stream.test.ts',
  'packages/sdk/src/stream/parse-event-stream.test.ts',
];

/**
 * A test's time limit where some tests do much work in one go (axe-core over a whole chat screen, 2,000 streamed chunks,
 * a stream split at every byte offset): 4–5 s on a quiet machine, up to 9 s when the machine is busy, which the default
 * 5 s made failures that said nothing about the code.
 */
const HEAVY_TEST_TIMEOUT = 20_000;

/**
 * The react projects' files share one worker, its loaded modules and its DOM (`isolate: false`): React, Testing Library
 * and the components load once instead of once per file (a new process and DOM for each of ~110 files was most of the
 * unit step's time). A project in a group of its own comes to the worker as one batch with one DOM; the setup file
 * unmounts and empties the document after every test.
 */
const sharedReactWorker = {
  isolate: false,
  setupFiles: ['packages/react/src/test-utils/cleanup-after-each.ts'],
  testTimeout: HEAVY_TEST_TIMEOUT,
};

export default defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  test: {
    projects: [
      { extends: true, test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'sdk',
          include: ['packages/sdk/src/**/*.test.ts'],
          exclude: SDK_ISOLATED_FILES,
          // One worker, one batch, the dependencies loaded once (a new process per file was most of this project's time);
          // each file still evaluates the SDK afresh.
          isolate: false,
          setupFiles: ['packages/test-utils/src/fresh-modules-per-file.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: HEAVY_TEST_TIMEOUT,
        },
      },
      { extends: true, test: { name: 'sdk-isolated', include: SDK_ISOLATED_FILES, testTimeout: HEAVY_TEST_TIMEOUT } },
      {
        extends: true,
        test: {
          name: 'react',
          include: ['packages/react/src/**/*.test.{ts,tsx}'],
          exclude: [...REACT_JSDOM_FILES, ...REACT_ISOLATED_FILES],
          environment: 'happy-dom',
          ...sharedReactWorker,
          // After the other projects, so that this project's files come as one batch to one worker (see sharedReactWorker).
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // axe-core does not run under happy-dom: the accessibility tests (and two more) run in jsdom.
        test: { name: 'react-jsdom', include: REACT_JSDOM_FILES, environment: 'jsdom', ...sharedReactWorker, sequence: { groupOrder: 2 } },
      },
      {
        extends: true,
        test: { name: 'react-isolated', include: REACT_ISOLATED_FILES, environment: 'happy-dom', testTimeout: HEAVY_TEST_TIMEOUT },
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
