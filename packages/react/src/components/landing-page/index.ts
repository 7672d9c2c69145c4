export { LandingPage } from './landing-page.js';
export type { LandingPageProps } from './landing-page.js';
