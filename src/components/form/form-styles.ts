/** Shared classes of the visitors' form controls (the inquiry form, the review form): 16 px text (no zoom on iOS), 48 px tall, clear states in both themes. */
export const labelClass = 'block text-sm font-semibold text-slate-800 dark:text-slate-200';

export const controlClass =
  'mt-2 block w-full scroll-mt-32 rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-base text-slate-900 shadow-sm transition ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:focus:border-brand-400 dark:focus:outline-brand-400 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-invalid:border-red-600 ' +
  'dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 ' +
  'dark:disabled:bg-slate-800 dark:disabled:text-slate-400 dark:aria-invalid:border-red-400';

export const requiredMarkClass = 'ml-0.5 text-red-700 dark:text-red-400';
