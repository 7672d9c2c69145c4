export { StarRating } from './star-rating.js';
export type { StarRatingProps } from './star-rating.js';
