import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { applyDarkMode, readStoredDarkMode, storeDarkMode } from './theme-storage';
import { ThemeContext } from './theme-context';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(readStoredDarkMode);

  useLayoutEffect(() => {
    applyDarkMode(dark);
    storeDarkMode(dark);
  }, [dark]);

  const toggle = useCallback(() => {
    setDark((current) => !current);
  }, []);

  const value = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
