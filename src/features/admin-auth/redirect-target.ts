import type { Location } from 'react-router-dom';
import { ADMIN_BASE, paths } from '@/config/routes';

/** The navigate state a protected route passes to the login page. */
export interface LoginRedirectState {
  from: Location;
}

/**
 * Where to go after signing in: the admin page the user came from, else the dashboard.
 * Only admin paths other than the login itself are accepted.
 */
export function redirectTarget(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
      const { pathname } = from;
      const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
      const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
      const isAdminPage = pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`);
      if (isAdminPage && pathname !== paths.adminLogin) return `${pathname}${search}${hash}`;
    }
  }
  return paths.adminDashboard;
}
