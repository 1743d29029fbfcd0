import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { setBackendAdapter } from '@/backend/registry';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { AdminUser } from '@/domain/types';
import { JobUploadedPanel } from '@/features/admin-jobs/JobUploadedPanel';
import { JobUploadModal } from '@/features/admin-jobs/JobUploadModal';
import PhotosPage from '@/features/admin-photos/PhotosPage';
import { ServerStateProvider } from '@/lib/server-state/ServerStateProvider';
import { AuthContext, type AuthState } from '@/lib/session/auth-context';
import { SiteSettingsProvider } from '@/lib/site-settings/SiteSettingsProvider';
import { FakeAdminBackend } from './fake-admin-backend';

export const ADMIN: AdminUser = { uid: 'admin', email: 'admin@example.com', isAdmin: true };

/** Shows the router's current location, so a test can see the page change its URL. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The image screen as the admin app composes it: with the jobs feature's site photo upload (?upload=camera). */
function ComposedPhotosPage() {
  return <PhotosPage jobUpload={{ Upload: JobUploadModal, Uploaded: JobUploadedPanel }} />;
}

interface RenderPhotosPageOptions {
  backend?: FakeAdminBackend;
  user?: AdminUser | null;
  /** The page's URL (e.g. with ?upload=camera). */
  path?: string;
  /** The screen to render: the photos screen unless another one of the feature (the jobs page). */
  page?: ComponentType;
  /** The site settings the screen shows (the category labels …): the first version unless given. */
  settings?: SiteSettings;
}

/**
 * Renders the photos screen alone (with the admin's server state and a router at `path`), a fake signed-in admin
 * (or none) and an in-memory backend.
 */
export function renderPhotosPage({
  backend = new FakeAdminBackend(),
  user = ADMIN,
  path = '/jy-dev/images',
  page: Page = ComposedPhotosPage,
  settings = FIRST_SITE_SETTINGS,
}: RenderPhotosPageOptions = {}) {
  setBackendAdapter(backend.adapter());
  const auth: AuthState = {
    status: user ? 'signed-in' : 'signed-out',
    user,
    signIn: vi.fn(),
    signOut: vi.fn(),
  };
  const result = render(
    <SiteSettingsProvider initial={settings}>
      <ServerStateProvider>
        <ToastProvider>
          <AuthContext.Provider value={auth}>
            <MemoryRouter initialEntries={[path]}>
              <Page />
              <LocationProbe />
            </MemoryRouter>
          </AuthContext.Provider>
        </ToastProvider>
      </ServerStateProvider>
    </SiteSettingsProvider>,
  );
  return { ...result, backend };
}
