import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon, ImageIcon, InboxIcon } from '@/components/ui/icons';
import { paths } from '@/config/routes';
import { dashboardCopy } from './copy';

const links = [
  { to: paths.adminImages, label: dashboardCopy.quickImages, hint: dashboardCopy.quickImagesHint, Icon: ImageIcon },
  { to: paths.adminInquiries, label: dashboardCopy.quickInquiries, hint: dashboardCopy.quickInquiriesHint, Icon: InboxIcon },
] as const;

/** Quick links to image management and inquiry check (현장 사진 올리기 has its own block, near the top). */
export function QuickLinks() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="border-b border-slate-200 px-5 py-4 text-lg font-bold dark:border-slate-800">
        {dashboardCopy.quickTitle}
      </h2>
      <ul className="flex flex-col gap-2 p-3">
        {links.map(({ to, label, hint, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 transition hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-500 text-slate-950">
                <Icon width={20} height={20} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900 dark:text-white">{label}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{hint}</span>
              </span>
              <ChevronRightIcon width={18} height={18} className="text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
