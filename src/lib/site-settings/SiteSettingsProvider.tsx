import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { SiteSettings } from '@/domain/site-settings/types';
import { SiteSettingsContext } from './site-settings-context';

/**
 * Holds the site settings every screen shows (the company's phone, its texts …). It starts from what the page was
 * rendered with (the settings block of its HTML, read by the app's start-up; the server render passes its own), so
 * the first render matches the HTML; `replace` puts newer settings in place (a fresh read, an admin's save).
 */
export function SiteSettingsProvider({ initial, children }: { initial: SiteSettings; children: ReactNode }) {
  const [settings, setSettings] = useState(initial);
  // A value equal to the one shown changes nothing (no re-render of every page part that reads the settings).
  const replace = useCallback((next: SiteSettings) => {
    setSettings((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, []);
  const value = useMemo(() => ({ settings, replace }), [settings, replace]);
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
}
