import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/routes';
import { telHref } from '@/config/site';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { reviewPageCopy } from './copy';

/** A short panel instead of the form: why the link does not open it (or cannot be read), and where to go. */
export function LinkMessage({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  const { company } = useSiteSettings();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p role="status" className="leading-relaxed text-slate-700 dark:text-slate-300">
        {body}
      </p>
      {children}
      <div className="flex flex-col gap-3 pt-2 sm:flex-row">
        <a
          href={telHref(company.phone)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-500 px-6 font-semibold text-slate-950 hover:bg-brand-400"
        >
          <PhoneIcon className="h-5 w-5" />
          {reviewPageCopy.call(company.phone)}
        </a>
        <Link
          to={paths.home}
          className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 px-6 font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
        >
          {reviewPageCopy.home}
        </Link>
      </div>
    </div>
  );
}
