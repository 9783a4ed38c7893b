import { StaffGuard } from '../features/auth/components/staff-guard';
import '../lib/i18n/dashboard-texts';
import { DashboardLayout } from './layouts/dashboard-layout';

/** Every /dashboard route: the staff guard around the dashboard layout (one lazy chunk, router.tsx). */
export function DashboardShell() {
  return (
    <StaffGuard>
      <DashboardLayout />
    </StaffGuard>
  );
}
