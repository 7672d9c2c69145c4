export { HistoryList } from './history-list.js';
export type { HistoryListProps } from './history-list.js';
