export { ForgotPasswordForm } from './forgot-password-form.js';
export type { ForgotPasswordFormProps } from './forgot-password-form.js';
