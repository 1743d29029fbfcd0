import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { isConsentDate } from '@/domain/job-consent';
import { koreaDay } from '@/domain/site-settings/korea-day';
import type { Job } from '@/domain/types';
import { ConsentField } from './ConsentField';
import { jobMessages, jobsPageCopy } from './jobs-copy';

interface PublishJobDialogProps {
  job: Job;
  /** How many draft photos publishing shows. */
  drafts: number;
  busy: boolean;
  /** Publishes; `consentDate` when the consent is recorded here (the job had none). */
  onConfirm: (consentDate?: string) => void;
  onCancel: () => void;
}

/**
 * 공개하기's confirmation. A job whose customer's consent to publication is recorded says so; a draft without one
 * cannot be published (both adapters and firestore.rules refuse it), so the dialog says why and offers the tick and
 * its day right here: one more tap, then 공개하기 records the consent and publishes in one write.
 */
export function PublishJobDialog({ job, drafts, busy, onConfirm, onCancel }: PublishJobDialogProps) {
  const confirmId = useId();
  const tickRef = useRef<HTMLInputElement>(null);
  const [today] = useState(() => koreaDay(new Date()));
  const [consent, setConsent] = useState({ consent: false, consentDate: today });
  const [error, setError] = useState<string | undefined>();
  const asks = job.consentDate === null && !job.isPublished;

  const confirm = () => {
    if (!asks) return onConfirm();
    if (!consent.consent) {
      setError(jobMessages.consentRequired);
      tickRef.current?.focus();
      return;
    }
    if (!isConsentDate(consent.consentDate, new Date())) {
      setError(jobMessages.consentDateInvalid);
      return;
    }
    onConfirm(consent.consentDate);
  };

  return (
    <Modal
      open
      title={jobsPageCopy.publishTitle}
      onClose={onCancel}
      closeDisabled={busy}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {jobsPageCopy.cancel}
          </Button>
          <Button onClick={confirm} disabled={busy} id={confirmId}>
            {busy ? jobsPageCopy.publishing : jobsPageCopy.publish}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="whitespace-pre-line text-slate-700 dark:text-slate-200">{jobsPageCopy.publishMessage(job.title, drafts)}</p>
        {job.consentDate !== null && (
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{jobsPageCopy.consentRecorded(job.consentDate)}</p>
        )}
        {asks && (
          <>
            <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{jobsPageCopy.consentMissing}</p>
            <ConsentField
              consent={consent.consent}
              consentDate={consent.consentDate}
              onChange={(next) => {
                setConsent(next);
                if (next.consent) setError(undefined);
              }}
              today={today}
              error={error}
              disabled={busy}
              checkboxRef={tickRef}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
