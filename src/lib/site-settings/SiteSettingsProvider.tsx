import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { reportError } from '@/domain/report-error';
import type { SiteSettings } from '@/domain/site-settings/types';
import { SiteSettingsContext } from './site-settings-context';

interface SiteSettingsProviderProps {
  initial: SiteSettings;
  /**
   * Reads the settings again once the app has started (null: no need, the page's are current); the browser's app
   * passes readSiteSettingsAgain (read-again.ts), the server render nothing. An effect, not a component: an extra
   * element here would shift React's useId values away from the server's HTML, which must hydrate as it is.
   */
  readAgain?: () => Promise<SiteSettings | null>;
  children: ReactNode;
}

/**
 * Holds the site settings every screen shows (the company's phone, its texts …). It starts from what the page was
 * rendered with (the settings block of its HTML, read by the app's start-up; the server render passes its own), so
 * the first render matches the HTML; `replace` puts newer settings in place (a fresh read, an admin's save).
 */
export function SiteSettingsProvider({ initial, readAgain, children }: SiteSettingsProviderProps) {
  const [settings, setSettings] = useState(initial);
  // A value equal to the one shown changes nothing (no re-render of every page part that reads the settings).
  const replace = useCallback((next: SiteSettings) => {
    setSettings((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, []);
  useEffect(() => {
    if (!readAgain) return;
    let active = true;
    readAgain().then(
      (fresh) => {
        if (active && fresh) replace(fresh);
      },
      // The page keeps the settings it was rendered with.
      (error: unknown) => reportError('Site settings could not be read again', error),
    );
    return () => {
      active = false;
    };
  }, [readAgain, replace]);
  const value = useMemo(() => ({ settings, replace }), [settings, replace]);
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
}
