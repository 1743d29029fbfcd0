import type { ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/ThemeProvider';

/**
 * Providers every screen needs; the router is added by App (tests use a MemoryRouter instead). Page heads are React
 * 19's own <title>/<meta> (Seo); react-helmet-async's provider is the admin's (AdminApp), which alone uses it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}
