export { LoadState } from './load-state.js';
export type { LoadStateProps } from './load-state.js';
export { useLoad } from './use-load.js';
export type { LoadResult, LoadStatus } from './use-load.js';
