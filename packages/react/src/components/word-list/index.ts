export { WordList } from './word-list.js';
export type { WordListProps } from './word-list.js';
