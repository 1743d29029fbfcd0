import { useId } from 'react';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { CheckIcon } from '../ui/icons';
import { trustCopy } from './copy';

/**
 * 인증·보증: the construction business registration, the defect warranty and the insurance, from the site settings.
 * Only the details that are set; nothing at all (not even the wrapper) when none is. `className` places the block.
 */
export function TrustBlock({ className = '' }: { className?: string }) {
  const titleId = useId();
  const { trust } = useSiteSettings();
  // The details that are set, in this order ('' when not set).
  const rows = [
    { term: trustCopy.constructionLicense, value: trust.constructionLicense },
    { term: trustCopy.defectWarranty, value: trust.defectWarranty },
    { term: trustCopy.insurance, value: trust.insurance },
  ].filter((row) => row.value !== '');
  if (rows.length === 0) return null;
  return (
    <div className={className}>
      <section
        aria-labelledby={titleId}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900/70"
      >
        <h2 id={titleId} className="text-xl font-extrabold tracking-tight text-slate-950 dark:text-white">
          {trustCopy.title}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))]">
          {rows.map((row) => (
            <div key={row.term} className="relative pl-8">
              <dt className="text-sm text-slate-600 dark:text-slate-400">
                <CheckIcon width={20} height={20} className="absolute left-0 top-0.5 text-brand-700 dark:text-brand-400" />
                {row.term}
              </dt>
              <dd className="font-semibold text-slate-900 dark:text-slate-100">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
