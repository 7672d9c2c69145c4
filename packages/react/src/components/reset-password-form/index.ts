export { ResetPasswordForm } from './reset-password-form.js';
export type { ResetPasswordFormProps } from './reset-password-form.js';
