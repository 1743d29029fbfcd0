import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { isPageDark, subscribePageTheme } from './page-theme';
import { ThemeContext } from './theme-context';

/** The theme on the server render, before the page's own is read: dark, as index.html's start-up script starts. */
const DARK_MODE_DEFAULT = true;

/**
 * Whether the page is dark, for the theme toggles' state (the theme itself is index.html's start-up script's:
 * page-theme.ts). A server-rendered page assumes the default: while React takes it over it renders with the default
 * too (so the HTML matches), then at once with the page's.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useSyncExternalStore(subscribePageTheme, isPageDark, () => DARK_MODE_DEFAULT);
  const value = useMemo(() => ({ dark }), [dark]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
