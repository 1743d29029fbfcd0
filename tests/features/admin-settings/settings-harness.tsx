import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { AdminBackend, BackendAdapter } from '@/backend/port';
import type { SiteSettings } from '@/domain/site-settings/types';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import {
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  overrideAdapter,
  renderAdmin,
  setupDemo,
  spyAdmin,
  type AdminOverrides,
} from '../../support/admin-harness';

/** Shows where the router is and the phone number this tab's site settings hold, for assertions. */
function Probe() {
  const location = useLocation();
  const settings = useSiteSettings();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="tab-phone">{settings.company.phone}</output>
    </>
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent;
export const tabPhone = () => screen.getByTestId('tab-phone').textContent;

export interface OpenSettingsOptions {
  /** Operations replaced (to fail, wait or be watched); a function gets the real admin backend to call through. */
  admin?: AdminOverrides | ((real: AdminBackend) => AdminOverrides);
  kind?: BackendAdapter['kind'];
  /** Runs on the demo's admin backend before the screen opens (e.g. earlier saves). */
  before?: (admin: AdminBackend) => Promise<void>;
  path?: string;
}

/** 사이트 설정 on a fresh, empty demo backend, signed in as the administrator, with its form on screen. */
export async function openSettings(options: OpenSettingsOptions = {}) {
  const demo = await setupDemo({ seed: 'empty' });
  const admin = await demo.adapter.adminBackend();
  await options.before?.(admin);
  const overrides = typeof options.admin === 'function' ? options.admin(admin) : options.admin;
  const spied = await spyAdmin(overrideAdapter(demo.adapter, { admin: overrides, kind: options.kind }));
  renderAdmin(options.path ?? '/jy-dev/settings', spied.adapter, <Probe />);
  await findPageHeading('사이트 설정');
  await screen.findByRole('form', { name: '사이트 설정' }, { timeout: SCREEN_TIMEOUT_MS });
  return { demo, admin, ...spied, user: userEvent.setup() };
}

/** A section of the form by its heading. */
export const section = (name: string) => within(screen.getByRole('region', { name }));

/** Saves settings straight through the backend (another administrator, an earlier save). */
export async function saveThrough(admin: AdminBackend, change: (settings: SiteSettings) => void) {
  const stored = await admin.getStoredSiteSettings();
  const settings = structuredClone(stored.settings);
  change(settings);
  return admin.saveSiteSettings({ settings, private: stored.private, baseVersion: stored.version });
}
