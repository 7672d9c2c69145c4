export { StatusBanner } from './status-banner.js';
export type { StatusBannerProps } from './status-banner.js';
