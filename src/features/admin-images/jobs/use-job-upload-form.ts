import { useCallback, useState } from 'react';
import { JOB_STAGE_LABELS } from '@/config/constants';
import { isBlank, trimBlank } from '@/domain/text';
import type { JobStage } from '@/domain/types';
import { uploadCopy } from '../copy';
import { followSuggestion, suggestedTitle, type TitleSuggestion } from '../suggested-title';
import { validateFiles } from '../upload-validation';
import { useUploadForm, type SelectedFile } from '../use-upload-form';
import { emptyJobForm, validateJobForm, type JobFormErrors, type JobFormValues } from './job-form';
import { jobMessages, jobUploadCopy } from './jobs-copy';

/** 새 현장, or the id of an existing job. */
export type JobChoice = 'new' | string;

/** A chosen photo with what it is filed as: its stage and its title (offered until the staff types one). */
export interface JobPhotoEntry extends SelectedFile {
  stage: JobStage;
  title: string;
}

interface PhotoMeta {
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
 * new or draft job stays 비공개. A photo's stage starts as the one before it (시공 전 for the first), so staff set it
 * once for a run of photos.
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
  const [keepDraft, setKeepDraft] = useState(true);
  const [errors, setErrors] = useState<JobUploadErrors>({});

  const changeJobForm = useCallback(
    (next: JobFormValues) => {
      // The new job's name is offered from the day and the work type ("11월 23일 지붕 공사 현장") until typed in.
      const followed = followSuggestion(suggestion, jobForm.title, next, next.workType || null);
      setSuggestion((current) => ({ ...current, edited: followed.edited }));
      setJobForm({ ...next, title: followed.title });
      setErrors((current) => ({ ...current, ...clearedJobErrors(current, validateJobForm({ ...next, title: followed.title })) }));
    },
    [suggestion, jobForm.title],
  );

  /** The photos with their stage and title, derived in order (a new photo takes the stage of the one before). */
  const photosFor = (jobTitle: string): JobPhotoEntry[] => {
    let previous: JobStage = 'before';
    const stages = files.entries.map((entry) => (previous = meta[entry.id]?.stage ?? previous));
    const counted = new Map<JobStage, number>();
    return files.entries.map((entry, index) => {
      const stage = stages[index]!;
      const number = (counted.get(stage) ?? 0) + 1;
      counted.set(stage, number);
      const ofStage = stages.filter((other) => other === stage).length;
      return { ...entry, stage, title: meta[entry.id]?.title ?? offeredTitle(jobTitle, stage, number, ofStage) };
    });
  };

  const setStage = (id: string, stage: JobStage) => setMeta((current) => ({ ...current, [id]: { ...current[id], stage } }));
  const setTitle = (id: string, title: string) => {
    setMeta((current) => ({ ...current, [id]: { ...current[id], title } }));
    if (!isBlank(title)) setErrors((current) => ({ ...current, photos: withoutKey(current.photos, id) }));
  };

  /** Checks everything; returns the problems (empty when none) and shows them beside their fields. */
  const validate = (photos: JobPhotoEntry[]): JobUploadErrors => {
    const found: JobUploadErrors = {};
    const fileProblem = validateFiles(photos.map((photo) => photo.file));
    if (fileProblem) found.files = fileProblem;
    if (choice === 'new') Object.assign(found, validateJobForm(jobForm));
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
function clearedJobErrors(current: JobUploadErrors, now: JobFormErrors): JobFormErrors {
  const kept: JobFormErrors = {};
  for (const field of ['title', 'region', 'workType', 'period', 'area'] as const)
    if (current[field] && now[field]) kept[field] = now[field];
  return { title: kept.title, region: kept.region, workType: kept.workType, period: kept.period, area: kept.area };
}
