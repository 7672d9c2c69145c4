export { RetryStatus } from './retry-status.js';
export type { RetryStatusProps } from './retry-status.js';
