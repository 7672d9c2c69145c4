export { FormField } from './form-field.js';
export type { FormFieldProps } from './form-field.js';
