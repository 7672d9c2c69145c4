export { SignInForm } from './sign-in-form.js';
export type { SignInFormProps } from './sign-in-form.js';
