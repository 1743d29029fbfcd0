import { DARK_MODE_DEFAULT, DARK_MODE_STORAGE_KEY } from '@/config/constants';

/** Reads the stored theme: localStorage key darkMode holds a boolean; dark when nothing is stored. */
function readStoredDarkMode(): boolean {
  try {
    const stored = localStorage.getItem(DARK_MODE_STORAGE_KEY);
    if (stored === null) return DARK_MODE_DEFAULT;
    return JSON.parse(stored) === true;
  } catch {
    return DARK_MODE_DEFAULT;
  }
}

/** Stores the theme; false when storage refused it (private mode, storage full). */
function storeDarkMode(dark: boolean): boolean {
  try {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, JSON.stringify(dark));
    return true;
  } catch {
    return false;
  }
}

function applyDarkMode(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** The choice of this visit when storage refused it (it then lasts for this visit only). */
let unstored: boolean | null = null;
const listeners = new Set<() => void>();

/** The theme now: the stored flag (or this visit's choice when it could not be stored). */
export function currentDarkMode(): boolean {
  return unstored ?? readStoredDarkMode();
}

/** Sets the theme: stored, applied to the page, and told to every subscriber. */
export function setDarkMode(dark: boolean): void {
  unstored = storeDarkMode(dark) ? null : dark;
  applyDarkMode(dark);
  for (const listener of listeners) listener();
}

export function subscribeDarkMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
