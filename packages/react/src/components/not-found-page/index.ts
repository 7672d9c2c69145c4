export { NotFoundPage } from './not-found-page.js';
export type { NotFoundPageProps } from './not-found-page.js';
