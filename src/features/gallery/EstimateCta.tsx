import { Link } from 'react-router-dom';
import { ResponsePromise } from '@/components/estimates/ResponsePromise';
import { WorkEstimate } from '@/components/estimates/WorkEstimate';
import { ArrowRightIcon } from '@/components/ui/icons';
import { contactHref } from '@/config/routes';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { WorkType } from '@/domain/types';
import { photoCopy } from './photo-copy';

/**
 * After a photo's info card: the way to ask for the same work, opening the contact form with the photo's
 * work type chosen (`#/contact?type=roofing`; the plain form when the photo has none).
 */
export function EstimateCta({ workType }: { workType: WorkType | null }) {
  return (
    <div>
      <Link
        to={contactHref(workType)}
        aria-describedby="estimate-cta-note"
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-500 px-5 py-3 text-base font-bold text-slate-950 shadow-sm transition hover:bg-brand-400 focus-visible:outline-offset-4"
      >
        {photoCopy.estimateCta}
        <ArrowRightIcon width={20} height={20} />
      </Link>
      <p id="estimate-cta-note" className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
        {workType ? photoCopy.estimateCtaNote(WORK_TYPE_LABELS[workType]) : photoCopy.estimateCtaNoteAny}
      </p>
      {/* How much, how soon: shown only when the owner configured them. */}
      <WorkEstimate workType={workType} className="mt-3" />
      <ResponsePromise className="mt-3 text-sm" />
    </div>
  );
}
