export { ResendVerification } from './resend-verification.js';
export type { ResendVerificationProps } from './resend-verification.js';
