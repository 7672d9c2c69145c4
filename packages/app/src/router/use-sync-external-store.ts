/**
 * React's own `useSyncExternalStore`, which wouter's `use-sync-external-store/shim` import resolves to in the build
 * (`vite.config.ts`): React 18 and later have it, so the shim's fallback for older Reacts is not shipped.
 */
export { useSyncExternalStore } from 'react';
