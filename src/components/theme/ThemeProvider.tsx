import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DARK_MODE_DEFAULT } from '@/config/constants';
import { ThemeContext } from './theme-context';
import { currentDarkMode, setDarkMode, subscribeDarkMode } from './theme-storage';

/**
 * The theme (dark by default, the stored darkMode flag). index.html's inline script has set the page's class before
 * the first paint; this keeps it and the toggle in step. A server-rendered page assumes the default: while React
 * takes it over it renders with the default too (so the HTML matches), then at once with the stored value.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useSyncExternalStore(subscribeDarkMode, currentDarkMode, () => DARK_MODE_DEFAULT);

  useLayoutEffect(() => {
    // The stored value, never the hydration's assumed default: the page's class is already right.
    setDarkMode(currentDarkMode());
  }, []);

  const toggle = useCallback(() => {
    setDarkMode(!currentDarkMode());
  }, []);

  const value = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
