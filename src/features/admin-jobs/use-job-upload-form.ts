import { useCallback, useEffect, useRef, useState } from 'react';
import { JOB_STAGE_LABELS } from '@/domain/categories';
import { isBlank, trimBlank } from '@/domain/text';
import type { JobStage } from '@/domain/types';
import { uploadCopy } from '@/features/photo-upload/copy';
import { readTakenAt } from '@/features/photo-upload/exif-date';
import { followSuggestion, suggestedTitle, type TitleSuggestion } from '@/features/photo-upload/suggested-title';
import { validateFiles } from '@/features/photo-upload/upload-validation';
import { useUploadForm, type SelectedFile } from '@/features/photo-upload/use-upload-form';
import { emptyJobForm, validateJobForm, type JobFormErrors, type JobFormValues } from './job-form';
import { jobMessages, jobUploadCopy } from './jobs-copy';
import { arrangeByShootingTime } from './stage-spread';

/** 새 현장, or the id of an existing job. */
export type JobChoice = 'new' | string;

/** A chosen photo with what it is filed as: its stage and its title (offered until the staff types one). */
export interface JobPhotoEntry extends SelectedFile {
  stage: JobStage;
  title: string;
  /**
   * Its EXIF shooting time, read when it was chosen (null: it has none); undefined while still being read (the upload
   * then reads it itself). The upload sends what was read, without reading it again.
   */
  takenAt: Date | null | undefined;
}

interface PhotoMeta {
  /** Chosen by the staff (a tap on a chip), or pinned when an upload started: no longer follows the others. */
  stage?: JobStage;
  /** Typed by the staff: no longer follows the job and the stage. */
  title?: string;
}

export interface JobUploadErrors extends JobFormErrors {
  files?: string;
  /** Entry id → the problem with that photo's title. */
  photos?: Record<string, string>;
}

/**
 * Each photo's title until the staff types one: the job's title and the stage ("원주 단독주택 지붕 교체 · 시공 전"),
 * numbered when several photos share the stage.
 */
export function offeredTitle(jobTitle: string, stage: JobStage, number: number, ofStage: number): string {
  const base = jobUploadCopy.photoTitleOf(trimBlank(jobTitle), JOB_STAGE_LABELS[stage]);
  return ofStage > 1 ? uploadCopy.numbered(base, number) : base;
}

/**
 * The state of 현장 사진 올리기: which job (a new one with its fields, or an existing one), the chosen photos (the
 * upload form's own file handling: previews, images only) each with its stage and title, the category, and whether a
 * new or draft job stays 비공개. Each photo's shooting time (EXIF) is read as soon as it is chosen; the photos are
 * shown in time order and spread over 시공 전·중·후 by it (stage-spread.ts; without times, by the order they were
 * picked), so three photos of a site usually need no change; a stage staff tap stays theirs.
 */
export function useJobUploadForm(today: Date, initialChoice: JobChoice) {
  const files = useUploadForm();
  const [choice, setChoice] = useState<JobChoice>(initialChoice);
  const [jobForm, setJobForm] = useState<JobFormValues>(() => emptyJobForm(today, suggestedTitle(today, null)));
  const [suggestion, setSuggestion] = useState<TitleSuggestion>(() => ({
    suggest: (workType) => suggestedTitle(today, workType),
    edited: false,
  }));
  const [meta, setMeta] = useState<Record<string, PhotoMeta>>({});
  // Entry id → its shooting time once read (null: none). Read once per photo, as soon as it is chosen.
  const [shotAt, setShotAt] = useState<Record<string, Date | null>>({});
  const reading = useRef(new Set<string>());
  useEffect(() => {
    for (const entry of files.entries) {
      if (reading.current.has(entry.id)) continue;
      reading.current.add(entry.id);
      void readTakenAt(entry.file).then((date) => setShotAt((current) => ({ ...current, [entry.id]: date })));
    }
  }, [files.entries]);
  const [keepDraft, setKeepDraft] = useState(true);
  const [errors, setErrors] = useState<JobUploadErrors>({});

  const changeJobForm = useCallback(
    (next: JobFormValues) => {
      // The new job's name is offered from the day and the work type ("11월 23일 지붕 공사 현장") until typed in.
      const followed = followSuggestion(suggestion, jobForm.title, next, next.workType || null);
      setSuggestion((current) => ({ ...current, edited: followed.edited }));
      setJobForm({ ...next, title: followed.title });
      setErrors((current) => ({
        ...current,
        ...clearedJobErrors(current, validateJobForm({ ...next, title: followed.title }), next.consent),
      }));
    },
    [suggestion, jobForm.title],
  );

  /** Whether some chosen photo's shooting time is still being read (the order may still change). */
  const arranging = files.entries.some((entry) => !(entry.id in shotAt));

  /**
   * The photos in the order they are shown and sent, each with its stage (the staff's, else from the shooting times)
   * and title (typed, else offered from the job's title and the stage).
   */
  const photosFor = (jobTitle: string): JobPhotoEntry[] => {
    const { entries } = files;
    const { order, stages: spread } = arrangeByShootingTime(entries.map((entry) => shotAt[entry.id] ?? null));
    const ordered = order.map((index) => ({ entry: entries[index]!, stage: meta[entries[index]!.id]?.stage ?? spread[index]! }));
    const counted = new Map<JobStage, number>();
    return ordered.map(({ entry, stage }) => {
      const number = (counted.get(stage) ?? 0) + 1;
      counted.set(stage, number);
      const ofStage = ordered.filter((other) => other.stage === stage).length;
      const title = meta[entry.id]?.title ?? offeredTitle(jobTitle, stage, number, ofStage);
      return { ...entry, stage, title, takenAt: shotAt[entry.id] };
    });
  };

  /**
   * Fixes each photo's stage as sent: the photos that stay after a partial upload keep theirs (they are not spread
   * again as fewer).
   */
  const pinStages = (photos: readonly JobPhotoEntry[]) =>
    setMeta((current) => {
      const pinned = { ...current };
      for (const photo of photos) pinned[photo.id] = { ...pinned[photo.id], stage: photo.stage };
      return pinned;
    });

  const setStage = (id: string, stage: JobStage) => setMeta((current) => ({ ...current, [id]: { ...current[id], stage } }));
  const setTitle = (id: string, title: string) => {
    setMeta((current) => ({ ...current, [id]: { ...current[id], title } }));
    if (!isBlank(title)) setErrors((current) => ({ ...current, photos: withoutKey(current.photos, id) }));
  };

  /**
   * Checks everything; returns the problems (empty when none) and shows them beside their fields. `asksConsent`: the
   * upload publishes a job without a recorded consent (바로 공개), so the form's consent tick is required.
   */
  const validate = (photos: JobPhotoEntry[], asksConsent = false): JobUploadErrors => {
    const found: JobUploadErrors = {};
    const fileProblem = validateFiles(photos.map((photo) => photo.file));
    if (fileProblem) found.files = fileProblem;
    const jobProblems = validateJobForm(jobForm);
    if (choice === 'new') Object.assign(found, jobProblems);
    else if (asksConsent && jobProblems.consent) found.consent = jobProblems.consent;
    if (asksConsent && !jobForm.consent) found.consent = jobMessages.consentRequired;
    const photoProblems = Object.fromEntries(
      photos.filter((photo) => isBlank(photo.title)).map((photo) => [photo.id, jobMessages.photoTitleRequired]),
    );
    if (Object.keys(photoProblems).length > 0) found.photos = photoProblems;
    setErrors(found);
    return found;
  };

  return {
    files,
    choice,
    setChoice,
    jobForm,
    changeJobForm,
    photosFor,
    arranging,
    pinStages,
    setStage,
    setTitle,
    keepDraft,
    setKeepDraft,
    errors,
    validate,
  };
}

function withoutKey(record: Record<string, string> | undefined, key: string): Record<string, string> | undefined {
  if (!record || !(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** The job field errors shown now, minus those the new values fixed (a field's error goes as soon as it is right). */
function clearedJobErrors(current: JobUploadErrors, now: JobFormErrors, ticked: boolean): JobFormErrors {
  const kept: JobFormErrors = {};
  for (const field of ['title', 'region', 'workType', 'period', 'area', 'price'] as const)
    if (current[field] && now[field]) kept[field] = now[field];
  // The consent's problem (required for 바로 공개, or a wrong day) stays until the tick is there with a right day.
  const consent = current.consent ? (ticked ? now.consent : current.consent) : undefined;
  return {
    title: kept.title,
    region: kept.region,
    workType: kept.workType,
    period: kept.period,
    area: kept.area,
    price: kept.price,
    consent,
  };
}
