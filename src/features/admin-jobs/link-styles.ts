/** A link that looks like the secondary Button (사진 추가, 공개 페이지 보기): at least 44 px tall for touch. */
export const secondaryLinkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
