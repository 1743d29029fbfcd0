/**
 * Classes of a header navigation link: active (aria-current), on its way (the page's code still loading after a
 * tap: its underline pulses), or neither.
 */
export function desktopNavLinkClass({ isActive, isPending = false }: { isActive: boolean; isPending?: boolean }): string {
  const base = 'relative inline-flex min-h-11 items-center rounded-lg px-3 text-[15px] font-semibold whitespace-nowrap transition-colors';
  if (isPending && !isActive) {
    return `${base} text-brand-700 after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:animate-pulse after:rounded-full after:bg-brand-500 motion-reduce:after:animate-none dark:text-brand-400`;
  }
  return isActive
    ? `${base} text-brand-700 after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-brand-500 dark:text-brand-400`
    : `${base} text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white`;
}

export function mobileNavLinkClass({ isActive }: { isActive: boolean }): string {
  const base = 'flex min-h-12 items-center justify-between rounded-xl px-4 text-base font-semibold transition-colors';
  return isActive
    ? `${base} bg-brand-50 text-brand-800 dark:bg-brand-500/10 dark:text-brand-300`
    : `${base} text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800`;
}
