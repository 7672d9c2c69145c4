export { AdminDashboard } from './admin-dashboard.js';
export type { AdminDashboardProps } from './admin-dashboard.js';
