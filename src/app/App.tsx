import type { SiteSettings } from '@/domain/site-settings/types';
import { readSiteSettingsAgain } from '@/lib/site-settings/read-again';
import type { PageData } from '../lib/page-data/page-data';
import { PageDataProvider } from '../lib/page-data/PageDataProvider';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { AppHashRouter } from './router/AppHashRouter';

interface AppProps {
  /** The site settings to show first: those the page's HTML carries (or, without any, read at start-up). */
  settings: SiteSettings;
  /** Hydration of a server-rendered page: the route its HTML shows ('/about'). */
  hydrateAt?: string;
  /** That page's data (read from its HTML), for the first render. */
  pageData?: PageData | null;
}

export function App({ settings, hydrateAt, pageData = null }: AppProps) {
  return (
    <AppProviders settings={settings} readSettingsAgain={readSiteSettingsAgain}>
      <AppHashRouter hydrateAt={hydrateAt}>
        <PageDataProvider data={pageData}>
          <AppRoutes />
        </PageDataProvider>
      </AppHashRouter>
    </AppProviders>
  );
}
