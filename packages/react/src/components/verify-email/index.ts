export { VerifyEmail } from './verify-email.js';
export type { VerifyEmailProps } from './verify-email.js';
