/** A VITE_* value as the site uses it: trimmed, or the fallback when unset or blank (site.ts and vite.config.ts). */
export function fromEnv(value: string | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}
