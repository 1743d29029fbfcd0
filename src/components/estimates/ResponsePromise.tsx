import { site } from '@/config/site';
import { cn } from '@/lib/cn';
import { ClockIcon } from '../ui/icons';

/** The company's promise of how fast it answers (site.responsePromise); nothing when it is not configured. */
export function ResponsePromise({ className = '' }: { className?: string }) {
  if (!site.responsePromise) return null;
  return (
    <p className={cn('flex items-start gap-2 font-semibold text-slate-900 dark:text-slate-100', className)}>
      <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-400" aria-hidden="true" />
      <span>{site.responsePromise}</span>
    </p>
  );
}
