import { priceText } from '@/domain/site-settings/wording';
import type { WorkType } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { estimateCopy } from './copy';

/**
 * A work type's typical price and duration (the settings' price guide), with the note that the site decides;
 * nothing when the type has none (or no type is given).
 */
export function WorkEstimate({ workType, className = '' }: { workType: WorkType | null; className?: string }) {
  const { prices } = useSiteSettings();
  const estimate = workType ? prices[workType] : undefined;
  if (!estimate) return null;
  return (
    <div className={cn('rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-800/60', className)}>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{estimateCopy.price}</dt>
          <dd className="mt-0.5 font-bold text-slate-900 dark:text-white">{priceText(estimate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{estimateCopy.duration}</dt>
          <dd className="mt-0.5 font-bold text-slate-900 dark:text-white">{estimate.duration}</dd>
        </div>
      </dl>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{estimateCopy.note}</p>
    </div>
  );
}
