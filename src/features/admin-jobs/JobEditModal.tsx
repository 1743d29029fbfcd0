import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { useToast } from '@/components/ui/toast/toast-context';
import type { Job, JobInput } from '@/domain/types';
import { jobToastSource } from './api/jobs';
import { jobFormOf, jobInputOf, validateJobForm, type JobFormErrors, type JobFormValues } from './job-form';
import { JobFields } from './JobFields';
import { jobsPageCopy } from './jobs-copy';

interface JobEditModalProps {
  job: Job;
  onClose: () => void;
  /** Saves; resolves to true when the backend accepted it (the alerts are the caller's). */
  onSave: (input: JobInput) => Promise<boolean>;
}

/**
 * 정보 수정 of a job: its fields (price and the customer's consent among them), checked as on creation; its state and
 * photos stay as they are.
 */
export function JobEditModal({ job, onClose, onSave }: JobEditModalProps) {
  const formId = useId();
  const toast = useToast();
  const [values, setValues] = useState<JobFormValues>(() => jobFormOf(job, new Date()));
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (saving) return;
    const found = validateJobForm(values);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.show('error', first, { source: jobToastSource });
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    const saved = await onSave(jobInputOf(values));
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open
      title={jobsPageCopy.editTitle}
      onClose={onClose}
      closeDisabled={saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving} className="flex-1 sm:flex-none">
            {jobsPageCopy.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={saving} className="flex-[2] sm:flex-none">
            {saving ? jobsPageCopy.saving : jobsPageCopy.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <JobFields
          values={values}
          onChange={(next) => {
            setValues(next);
            setErrors((current) => (Object.keys(current).length > 0 ? validateJobForm(next) : current));
          }}
          errors={errors}
          disabled={saving}
          consentLocked={job.isPublished && job.consentDate !== null}
        />
      </form>
    </Modal>
  );
}
