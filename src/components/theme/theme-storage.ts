import { DARK_MODE_DEFAULT, DARK_MODE_STORAGE_KEY } from '../../config/constants';

/** Reads the stored theme: localStorage key darkMode holds a boolean; dark when nothing is stored. */
export function readStoredDarkMode(): boolean {
  try {
    const stored = localStorage.getItem(DARK_MODE_STORAGE_KEY);
    if (stored === null) return DARK_MODE_DEFAULT;
    return JSON.parse(stored) === true;
  } catch {
    return DARK_MODE_DEFAULT;
  }
}

export function storeDarkMode(dark: boolean): void {
  try {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, JSON.stringify(dark));
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}

export function applyDarkMode(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
