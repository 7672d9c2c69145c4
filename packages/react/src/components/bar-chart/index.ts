export { BarChart } from './bar-chart.js';
export type { BarChartItem, BarChartProps } from './bar-chart.js';
