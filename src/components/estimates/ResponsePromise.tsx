import { responsePromiseSentence } from '@/domain/site-settings/wording';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { ClockIcon } from '../ui/icons';

/** The company's promise of how fast it answers (the settings' rule, in words); nothing when there is none. */
export function ResponsePromise({ className = '' }: { className?: string }) {
  const { responsePromise, company } = useSiteSettings();
  const sentence = responsePromiseSentence(responsePromise, company.hours);
  if (!sentence) return null;
  return (
    <p className={cn('flex items-start gap-2 font-semibold text-slate-900 dark:text-slate-100', className)}>
      <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-400" aria-hidden="true" />
      <span>{sentence}</span>
    </p>
  );
}
