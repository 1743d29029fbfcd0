/**
 * The page's theme is index.html's start-up script's: it applies the stored one (localStorage darkMode, dark by
 * default) before the first paint, and switches it on a tap on any theme toggle (data-first-tap="theme": before the
 * app has started and after), storing it and telling the page with THEME_CHANGE_EVENT (docs/first-paint.md). The
 * app only follows it: the page is dark when <html> has the class `dark`.
 */
export const THEME_CHANGE_EVENT = 'themechange';
/** Mirrored in index.html's start-up script, which applies, switches and stores the theme (components/theme). */
export const DARK_MODE_STORAGE_KEY = 'darkMode';

export const isPageDark = (): boolean => document.documentElement.classList.contains('dark');

export function subscribePageTheme(listener: () => void): () => void {
  document.addEventListener(THEME_CHANGE_EVENT, listener);
  return () => document.removeEventListener(THEME_CHANGE_EVENT, listener);
}
