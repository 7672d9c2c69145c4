export { ProgressPanel } from './progress-panel.js';
export type { ProgressPanelProps } from './progress-panel.js';
