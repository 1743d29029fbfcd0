/**
 * Joins the class names that apply: cn('rounded border', active && 'border-brand-600', size === 'lg' ? 'p-6' : 'p-4').
 * false, null, undefined and '' drop out. Deliberately not clsx/tailwind-merge: this is all the app needs.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
