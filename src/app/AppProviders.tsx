import type { ReactNode } from 'react';
import type { SiteSettings } from '@/domain/site-settings/types';
import { SiteSettingsProvider } from '@/lib/site-settings/SiteSettingsProvider';
import { ThemeProvider } from '../components/theme/ThemeProvider';

/**
 * Providers every screen needs; the router is added by App (tests use a MemoryRouter instead). Page heads are React
 * 19's own <title>/<meta> (Seo); react-helmet-async's provider is the admin's (AdminApp), which alone uses it.
 * `settings`: the site settings the page shows first (the server render's, or the ones its HTML carries).
 */
export function AppProviders({
  settings,
  readSettingsAgain,
  children,
}: {
  settings: SiteSettings;
  /** The browser's app: reads the settings again where they may be newer than the page's (SiteSettingsProvider). */
  readSettingsAgain?: () => Promise<SiteSettings | null>;
  children: ReactNode;
}) {
  return (
    <SiteSettingsProvider initial={settings} readAgain={readSettingsAgain}>
      <ThemeProvider>{children}</ThemeProvider>
    </SiteSettingsProvider>
  );
}
