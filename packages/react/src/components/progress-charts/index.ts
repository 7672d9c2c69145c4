export { ProgressCharts } from './progress-charts.js';
export type { ProgressChartsProps } from './progress-charts.js';
