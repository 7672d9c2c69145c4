export { ReviewSession } from './review-session.js';
export type { ReviewSessionProps } from './review-session.js';
