import { Outlet } from 'react-router-dom';
import { Sidebar } from './dashboard/sidebar';

// Every /dashboard route: the staff sidebar instead of the public header.
export function DashboardLayout() {
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <Sidebar />
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
