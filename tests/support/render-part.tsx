import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import type { SiteSettings } from '@/domain/site-settings/types';

/**
 * Renders a part of the site (a header, a card) with the site settings it reads, inside a router at `path`. The
 * settings default to the first version, which the VITE_* variables make: load this module through envStubLoader
 * (tests/support/with-env.ts) to render with the first version of other variables.
 */
export function renderWithSettings(
  ui: ReactNode,
  { path = '/', settings = FIRST_SITE_SETTINGS }: { path?: string; settings?: SiteSettings } = {},
) {
  return render(
    <AppProviders settings={settings}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** The first version with `change` applied to a copy. */
export function settingsWith(change: (settings: SiteSettings) => void): SiteSettings {
  const settings = structuredClone(FIRST_SITE_SETTINGS);
  change(settings);
  return settings;
}
