import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useAlertStatus } from './api/alert-status';
import { notificationsCopy } from './copy';

const SETUP_ID = 'alert-setup';

/**
 * Whether alert e-mails run, said plainly: "알림 메일 작동 중 (마지막 확인 …)" while the functions' heartbeat is
 * recent; otherwise that they stopped or were never set up, with a link to the set-up steps below; the demo says
 * it sends none.
 */
export function AlertStatusNotice() {
  const status = useAlertStatus();
  const value = status.data;
  let text: string = notificationsCopy.status.checking;
  let tone: 'ok' | 'warn' | 'info' = 'info';
  let showSteps = false;
  if (status.isError) text = notificationsCopy.status.failed;
  else if (value?.state === 'running') {
    text = notificationsCopy.status.running(formatDateTime(value.checkedAt));
    tone = 'ok';
  } else if (value?.state === 'stale') {
    text = notificationsCopy.status.stale(formatDateTime(value.checkedAt));
    tone = 'warn';
    showSteps = true;
  } else if (value?.state === 'not-set-up') {
    text = notificationsCopy.status.notSetUp;
    tone = 'warn';
    showSteps = true;
  } else if (value?.state === 'not-sent-here') text = notificationsCopy.status.notSentHere;

  return (
    <>
      <p
        className={cn(
          'mb-6 rounded-xl border p-4 text-sm font-semibold',
          tone === 'ok' &&
            'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100',
          tone === 'warn' && 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100',
          tone === 'info' && 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100',
        )}
      >
        {text}
        {showSteps && (
          <>
            {' '}
            <a href={`#${SETUP_ID}`} className="underline" onClick={(event) => openSteps(event)}>
              {notificationsCopy.status.stepsLink}
            </a>
          </>
        )}
      </p>
      {showSteps && (
        <details id={SETUP_ID} className="mb-6 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800">
          <summary className="cursor-pointer font-bold">{notificationsCopy.setupTitle}</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5">
            {notificationsCopy.setupSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      )}
    </>
  );
}

/** The hash router owns the address: open the steps and move to them without changing it. */
function openSteps(event: { preventDefault(): void }) {
  event.preventDefault();
  const steps = document.getElementById(SETUP_ID);
  if (steps instanceof HTMLDetailsElement) {
    steps.open = true;
    steps.scrollIntoView?.({ block: 'start' });
    steps.querySelector('summary')?.focus();
  }
}
