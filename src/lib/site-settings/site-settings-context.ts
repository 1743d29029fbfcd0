import { createContext, useContext } from 'react';
import type { SiteSettings } from '@/domain/site-settings/types';

export interface SiteSettingsState {
  settings: SiteSettings;
  /** Shows `next` from now on (equal settings change nothing). */
  replace: (next: SiteSettings) => void;
}

export const SiteSettingsContext = createContext<SiteSettingsState | null>(null);

function useState(): SiteSettingsState {
  const state = useContext(SiteSettingsContext);
  if (!state) throw new Error('useSiteSettings needs a SiteSettingsProvider (src/app/AppProviders.tsx)');
  return state;
}

/** The settings the site shows now: the company's facts, channels, prices, privacy terms and texts. */
export function useSiteSettings(): SiteSettings {
  return useState().settings;
}

/** Puts newer settings in place on every screen of this tab (after an administrator's save or restore). */
export function useReplaceSiteSettings(): (next: SiteSettings) => void {
  return useState().replace;
}
