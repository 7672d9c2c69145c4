export { WordCard } from './word-card.js';
export type { WordCardProps } from './word-card.js';
export { MessageWords } from './message-words.js';
export type { MessageWordsProps } from './message-words.js';
