import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import type { BackendAdapter } from '@/backend/port';
import { setBackendAdapter } from '@/backend/registry';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { PageData } from '@/lib/page-data/page-data';
import { PageDataProvider } from '@/lib/page-data/PageDataProvider';
import { freshDemoAdapter, type FreshDemoOptions } from './demo-backend';

export interface RenderAppOptions extends FreshDemoOptions {
  /** Use this adapter instead of a fresh seeded demo database. */
  adapter?: BackendAdapter;
  /** Also rendered inside the router, beside the routes (e.g. a probe that shows the current location). */
  inRouter?: ReactNode;
  /** The data a server-rendered page carries, as the browser's first render gets it (src/app/App.tsx). */
  pageData?: PageData;
  /** The site settings the page starts with (default: the first version, which the fresh demo database also holds). */
  settings?: SiteSettings;
}

/**
 * Renders the whole app at `path` (a route path, as after the '#') against a fresh demo backend,
 * the way a visitor would see it. Returns Testing Library's result plus the adapter for assertions.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const adapter = options.adapter ?? freshDemoAdapter(options);
  setBackendAdapter(adapter);
  const result = render(
    <AppProviders settings={options.settings ?? FIRST_SITE_SETTINGS}>
      <MemoryRouter initialEntries={[path]}>
        <PageDataProvider data={options.pageData ?? null}>
          <AppRoutes />
        </PageDataProvider>
        {options.inRouter}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, adapter };
}
