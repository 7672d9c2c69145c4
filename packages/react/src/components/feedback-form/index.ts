export { FeedbackForm } from './feedback-form.js';
export type { FeedbackFormProps } from './feedback-form.js';
