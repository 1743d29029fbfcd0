import { useId } from 'react';
import { ui } from '@/components/ui/copy';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { RESPONSE_TARGET_MINUTES, RESPONSE_TIMES_READ_MAX } from '@/config/lead-response';
import type { ResponseTimes as Figures } from '@/domain/response-times';
import { formatDuration } from '@/lib/format-duration';
import { useResponseTimes } from './api/response-times';
import { dashboardCopy } from './copy';

const { response: copy } = dashboardCopy;
const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4 dark:bg-slate-950/60">
      <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white">{value}</dd>
      {detail && <dd className="text-sm text-slate-600 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}

function FigureList({ figures }: { figures: Figures }) {
  if (figures.received === 0) return <p className="text-slate-700 dark:text-slate-300">{copy.none}</p>;
  return (
    <>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        {copy.received(figures.received, figures.answered)}
        {figures.capped && ` (${copy.capped(RESPONSE_TIMES_READ_MAX)})`}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label={copy.median} value={figures.medianWaitMs === null ? copy.noMedian : formatDuration(figures.medianWaitMs)} />
        {RESPONSE_TARGET_MINUTES.map((minutes, index) => (
          <Figure
            key={minutes}
            label={copy.within(minutes)}
            value={copy.share(figures.withinTargets[index] ?? 0, figures.received)}
            detail={copy.shareDetail(figures.withinTargets[index] ?? 0, figures.received)}
          />
        ))}
      </dl>
    </>
  );
}

/**
 * This week's response figures: the median wait for a first contact and the share of inquiries answered within
 * 5 and within 30 minutes (of all received this week, so one nobody answered counts against them).
 */
export function ResponseTimes({ now }: { now: Date }) {
  const headingId = useId();
  const query = useResponseTimes(now);
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className="text-lg font-bold">
        {copy.title}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-400">{copy.intro}</p>
      {query.isError ? (
        <LoadFailed message={copy.failed} retryLabel={copy.retry} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <FigureList figures={query.data} />
      ) : (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          {ui.loading}
        </p>
      )}
    </section>
  );
}
