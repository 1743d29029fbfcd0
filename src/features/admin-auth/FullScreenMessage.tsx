import type { ReactNode } from 'react';

/** A centred card on a full-screen background: the auth-checking and not-admin screens. */
export function FullScreenMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10 dark:bg-ink-950">
      <div
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        aria-busy={busy || undefined}
      >
        {children}
      </div>
    </main>
  );
}
