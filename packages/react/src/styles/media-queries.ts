import { BREAKPOINTS } from '@parla/contract/constants';

/** The widest viewport of the mobile layout, for `@media (max-width: …)`: just under §9's `mobile` breakpoint. */
export const MOBILE_MAX_WIDTH = `${BREAKPOINTS.mobile - 0.02}px`;

/** The widest viewport under §9's `sm` breakpoint, for `@media (max-width: …)`. */
export const SMALL_MAX_WIDTH = `${BREAKPOINTS.sm - 0.02}px`;
