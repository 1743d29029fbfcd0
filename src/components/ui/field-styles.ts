/** Shared classes of the admin forms' controls (photos, jobs, site settings): large enough for a thumb, visible focus, both themes. */
export const fieldClass =
  'block w-full min-h-12 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400';

export const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-100';

export const errorTextClass = 'mt-1.5 text-sm font-medium text-red-700 dark:text-red-300';

export const hintTextClass = 'mt-1.5 text-sm text-slate-600 dark:text-slate-300';
