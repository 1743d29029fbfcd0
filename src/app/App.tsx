import type { PageData } from '../lib/page-data/page-data';
import { PageDataProvider } from '../lib/page-data/PageDataProvider';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { AppHashRouter } from './router/AppHashRouter';

interface AppProps {
  /** Hydration of a server-rendered page: the route its HTML shows ('/about'). */
  hydrateAt?: string;
  /** That page's data (read from its HTML), for the first render. */
  pageData?: PageData | null;
}

export function App({ hydrateAt, pageData = null }: AppProps) {
  return (
    <AppProviders>
      <AppHashRouter hydrateAt={hydrateAt}>
        <PageDataProvider data={pageData}>
          <AppRoutes />
        </PageDataProvider>
      </AppHashRouter>
    </AppProviders>
  );
}
