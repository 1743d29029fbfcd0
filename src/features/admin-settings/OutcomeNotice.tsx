import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { AlertIcon } from '@/components/ui/icons';
import { SETTINGS_SECTION_LABELS } from '@/domain/site-settings/types';
import { formatDateTime } from '@/lib/format-date';
import { saveCopy as copy } from './copy';
import type { SaveOutcome } from './use-settings-form';

type Problem = Extract<SaveOutcome, { kind: 'failed' } | { kind: 'conflict' }>;

/**
 * A save that did not land, above the form until it is dismissed or the next save: why (offline, another
 * administrator saved first, any other reason), and that what was typed is still there. Its heading takes the focus.
 */
export function OutcomeNotice({ outcome, onDismiss }: { outcome: Problem; onDismiss: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [outcome]);
  const conflict = outcome.kind === 'conflict';
  return (
    <section
      aria-labelledby="settings-outcome"
      className="mb-6 flex gap-3 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <AlertIcon width={24} height={24} className="shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="settings-outcome" ref={headingRef} tabIndex={-1} className="text-base font-bold focus:outline-none">
          {conflict ? copy.conflictTitle : copy.failedTitle}
        </h2>
        {!conflict && <p className="mt-1">{outcome.message}</p>}
        {conflict && (
          <>
            <p className="mt-1">
              {copy.conflictBody(outcome.version, outcome.savedBy, outcome.savedAt ? formatDateTime(outcome.savedAt) : null)}
            </p>
            {outcome.overlaps.length > 0 && (
              <p className="mt-1 font-semibold">
                {copy.conflictOverlaps(outcome.overlaps.map((section) => SETTINGS_SECTION_LABELS[section]).join(', '))}
              </p>
            )}
          </>
        )}
      </div>
      <Button variant="ghost" onClick={onDismiss} className="shrink-0 self-start">
        {copy.dismiss}
      </Button>
    </section>
  );
}
