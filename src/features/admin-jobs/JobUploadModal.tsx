import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/Field';
import { fieldClass, hintTextClass, labelClass } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/Modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { koreaDay } from '@/domain/site-settings/korea-day';
import type { Job } from '@/domain/types';
import { usePhotoUpload } from '@/features/photo-upload/api/photo-upload';
import { DropZone } from '@/features/photo-upload/DropZone';
import { CategorySelect } from '@/features/photo-upload/PhotoFields';
import { UploadDialogFooter } from '@/features/photo-upload/UploadDialogFooter';
import { jobToastSource, useJobActions, useJobList } from './api/jobs';
import { ConsentField } from './ConsentField';
import { consentOf, jobInputOf } from './job-form';
import { JobFields } from './JobFields';
import { JobPhotoRows } from './JobPhotoRows';
import { jobUploadCopy } from './jobs-copy';
import { useJobUploadForm, type JobUploadErrors } from './use-job-upload-form';

interface JobUploadModalProps {
  /** A job to add photos to (the jobs page's 사진 추가); none: a new job. */
  initialJobId: string | null;
  onClose: () => void;
  /**
   * Every photo was uploaded (and the job published, when asked): the screen closes the upload and offers the job's
   * public page (`job.isPublished`: as it now is, after publishing).
   */
  onDone: (job: Job) => void;
}

const NEW_JOB = 'new';

/** The first problem, for the one alert (every problem is also written beside its field). */
function firstProblem(errors: JobUploadErrors): string | undefined {
  return (
    errors.files ??
    errors.title ??
    errors.region ??
    errors.workType ??
    errors.period ??
    errors.area ??
    errors.price ??
    errors.consent ??
    Object.values(errors.photos ?? {})[0]
  );
}

/**
 * 현장 사진 올리기 (the dashboard's camera upload): the camera first, several photos at once, each in its own row with
 * a preview, a stage and a title (offered as "job title · stage"), all filed under a new job (its fields here) or an
 * existing one. A new or draft job stays 비공개 until the staff choose 바로 공개 here or publish it later on the jobs
 * page; a published job's new photos show at once. Each photo goes through the photo upload (progress, the stall and
 * offline time-outs, what was sent stays sent and the rest can be sent again), and the new job is made only once.
 */
export function JobUploadModal({ initialJobId, onClose, onDone }: JobUploadModalProps) {
  const formId = useId();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [today] = useState(() => new Date());
  const form = useJobUploadForm(today, initialJobId ?? NEW_JOB);
  const jobs = useJobList();
  const actions = useJobActions();
  // The job this upload made: chosen from then on, so sending the rest again never makes a second one.
  const [created, setCreated] = useState<Job | null>(null);
  const [working, setWorking] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const known = [...(created ? [created] : []), ...(jobs.data ?? []).filter((job) => job.id !== created?.id)];
  // A job asked for by the link that is not among the staff's jobs (gone, or a wrong link): a new job instead.
  const choice = form.choice !== NEW_JOB && jobs.isFetched && !known.some((job) => job.id === form.choice) ? NEW_JOB : form.choice;
  const chosen = choice === NEW_JOB ? null : (known.find((job) => job.id === choice) ?? null);
  const isNew = choice === NEW_JOB;
  const staysDraftable = isNew || chosen?.isPublished === false;
  // 바로 공개 of a job without the customer's consent recorded: the consent tick is required (a new job's is among
  // its fields; an existing draft's is offered under the choice).
  const asksConsent = staysDraftable && !form.keepDraft && (isNew || chosen?.consentDate === null);
  const photos = form.photosFor(chosen ? chosen.title : form.jobForm.title);
  const { upload, progress, uploading } = usePhotoUpload({
    success: (count) => (staysDraftable && form.keepDraft ? jobUploadCopy.savedAsDraft(count) : jobUploadCopy.uploadedToJob(count)),
  });
  const busy = uploading || working;

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || (!isNew && !chosen)) return;
    const problems = form.validate(photos, asksConsent);
    const problem = firstProblem(problems);
    if (problem) {
      toast.show('error', problem, { source: jobToastSource });
      setFocusRequest((count) => count + 1);
      return;
    }
    setWorking(true);
    form.pinStages(photos);
    try {
      let job = chosen;
      if (!job) {
        job = await actions.create(jobInputOf(form.jobForm));
        if (!job) return;
        setCreated(job);
        form.setChoice(job.id);
      }
      const publishAfter = !job.isPublished && !form.keepDraft;
      // An existing draft's consent, ticked here, is recorded in the publishing write (a new job was created with it).
      const consentDate = publishAfter && job.consentDate === null ? (consentOf(form.jobForm) ?? undefined) : undefined;
      const complete = await upload(
        {
          files: photos.map((photo) => photo.file),
          title: '',
          category: form.files.fields.category,
          workType: job.workType,
          description: '',
          // Each photo's shooting time was read when it was chosen: sent as read, not read again.
          job: { jobId: job.id, photos: photos.map(({ title, stage, takenAt }) => ({ title, stage, takenAt })) },
        },
        (uploaded, all) => {
          // What was sent leaves the list; what was not stays, with its stage and title, for another try.
          if (!all) form.files.removeFiles(photos.slice(0, uploaded.length).map((photo) => photo.id));
        },
      );
      if (!complete) return;
      const published = job.isPublished || (publishAfter && (await actions.publish(job, consentDate)));
      onDone({ ...job, isPublished: published });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal
      open
      title={jobUploadCopy.modalTitle}
      onClose={onClose}
      closeDisabled={busy}
      size="lg"
      footer={
        <UploadDialogFooter
          formId={formId}
          progress={progress}
          busy={busy}
          submitLabel={jobUploadCopy.submit(photos.length)}
          submitBlocked={!isNew && !chosen}
          onCancel={onClose}
        />
      }
    >
      <form ref={formRef} id={formId} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="space-y-5">
        <DropZone
          onFiles={form.files.addFiles}
          empty={photos.length === 0}
          error={form.errors.files ?? form.files.errors.files}
          disabled={busy}
          cameraFirst
        />
        <JobPhotoRows
          photos={photos}
          errors={form.errors.photos}
          onStage={form.setStage}
          onTitle={form.setTitle}
          onRemove={(id) => form.files.removeFiles([id])}
          arranging={form.arranging}
          disabled={busy}
        />

        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <legend className="px-1 text-sm font-bold text-slate-900 dark:text-white">{jobUploadCopy.jobLegend}</legend>
          <Field id={`${formId}-job`} label={jobUploadCopy.chooseJob}>
            {(control) => (
              <select
                {...control}
                value={choice}
                onChange={(event) => form.setChoice(event.target.value)}
                disabled={busy}
                className={fieldClass}
              >
                {!created && <option value={NEW_JOB}>{jobUploadCopy.newJob}</option>}
                {known.map((job) => (
                  <option key={job.id} value={job.id}>
                    {jobUploadCopy.jobOption(job.title, job.isPublished)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {isNew && <JobFields values={form.jobForm} onChange={form.changeJobForm} errors={form.errors} disabled={busy} />}
          <CategorySelect
            value={form.files.fields.category}
            onChange={(category) => form.files.changeFields({ ...form.files.fields, category })}
            disabled={busy}
          />
        </fieldset>

        {staysDraftable ? (
          <fieldset className="space-y-2">
            <legend className={labelClass}>{jobUploadCopy.visibilityLegend}</legend>
            <Choice
              name={`${formId}-visibility`}
              checked={form.keepDraft}
              onChange={() => form.setKeepDraft(true)}
              label={jobUploadCopy.keepDraft}
              hint={jobUploadCopy.keepDraftHint}
              disabled={busy}
            />
            <Choice
              name={`${formId}-visibility`}
              checked={!form.keepDraft}
              onChange={() => form.setKeepDraft(false)}
              label={jobUploadCopy.publishNow}
              hint={jobUploadCopy.publishNowHint}
              disabled={busy}
            />
            {asksConsent && !isNew && (
              <ConsentField
                consent={form.jobForm.consent}
                consentDate={form.jobForm.consentDate}
                onChange={(change) => form.changeJobForm({ ...form.jobForm, ...change })}
                today={koreaDay(today)}
                error={form.errors.consent}
                disabled={busy}
              />
            )}
          </fieldset>
        ) : (
          <p className={hintTextClass}>{jobUploadCopy.publishedJob}</p>
        )}
      </form>
    </Modal>
  );
}

interface ChoiceProps {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint: string;
  disabled: boolean;
}

/** One option of a radio group, with a line under its label. */
function Choice({ name, checked, onChange, label, hint, disabled }: ChoiceProps) {
  const id = useId();
  return (
    <div className="flex gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-brand-900/20">
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      </div>
    </div>
  );
}
