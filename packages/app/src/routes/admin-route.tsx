import { AdminDashboard } from '@parla/react';

/** `/admin`: the admin dashboard (the router's guard lets only admins in; the server checks too). */
export function AdminRoute() {
  return (
    <div className="app-page">
      <AdminDashboard />
    </div>
  );
}
