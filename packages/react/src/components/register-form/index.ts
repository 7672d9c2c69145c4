export { RegisterForm } from './register-form.js';
export type { RegisterFormProps } from './register-form.js';
