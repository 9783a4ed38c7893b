import { Outlet } from 'react-router';
import { DashboardToasts } from '../../features/dashboard/components/toasts';
import { Sidebar } from './dashboard/sidebar';

// Every /dashboard route: the staff sidebar instead of the public header, and one message region.
export function DashboardLayout() {
  return (
    <DashboardToasts>
      <div className="min-h-screen bg-slate-50 md:flex">
        <Sidebar />
        <main id="main" className="min-w-0 flex-1 p-4 pb-28 sm:p-8 sm:pb-28">
          <Outlet />
        </main>
      </div>
    </DashboardToasts>
  );
}
