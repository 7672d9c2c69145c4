import { afterAll, vi } from 'vitest';

// Setup file of the projects whose files run one after another in one worker (`isolate: false` in vitest.config.ts): the
// worker, its environment and the dependencies load once, while each file still gets what isolation gave it, the
// project's own modules evaluated afresh (their caches and stores) and, once its tests are done, real timers and the
// globals and environment variables it stubbed given back. Files that vi.mock a module stay isolated (a mock would outlive
// its file).
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
