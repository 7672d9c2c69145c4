export { SupportReportForm } from './support-report-form.js';
export type { SupportReportFormProps } from './support-report-form.js';
