import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A calm box for the gallery's empty and error states. */
export function GalleryMessage({
  children,
  tone = 'info',
  role,
}: {
  children: ReactNode;
  tone?: 'info' | 'error';
  role?: 'alert' | 'status';
}) {
  const tones = {
    info: 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300',
    error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200',
  } as const;
  return (
    <div role={role} className={cn('flex flex-col items-center gap-4 rounded-xl border px-6 py-14 text-center', tones[tone])}>
      {children}
    </div>
  );
}
