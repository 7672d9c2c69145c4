export { ServerEngines } from './server-engines.js';
export type { ServerEnginesProps } from './server-engines.js';
