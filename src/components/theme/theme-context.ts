import { createContext, useContext } from 'react';

export interface ThemeContextValue {
  /** The page is dark (index.html's start-up script switches it: page-theme.ts). */
  dark: boolean;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
