export { Suggestions } from './suggestions.js';
export type { SuggestionsProps } from './suggestions.js';
export { STARTER_SUGGESTION_KEYS } from './starter-suggestions.js';
