import { INQUIRY_REGIONS, JOB_LIMITS } from '@/config/constants';
import { isJobMonth } from '@/domain/jobs';
import { isBlank, trimBlank } from '@/domain/text';
import type { InquiryRegion, Job, JobInput, WorkType } from '@/domain/types';
import { jobMessages } from './jobs-copy';

/** A job as its form holds it: text as typed, '' for not chosen yet. */
export interface JobFormValues {
  title: string;
  region: InquiryRegion | '';
  workType: WorkType | '';
  /** 'YYYY-MM', as <input type="month"> gives it. */
  periodStart: string;
  periodEnd: string;
  /** ㎡ as typed; '' for none. */
  area: string;
  story: string;
}

export type JobFormErrors = Partial<Record<'title' | 'region' | 'workType' | 'period' | 'area', string>>;

/** 'YYYY-MM' of a day, in the device's own time zone (the month the staff stands in). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** A new job's form: this month for both ends of the period, a suggested title when given. */
export function emptyJobForm(today: Date, title = ''): JobFormValues {
  const month = monthOf(today);
  return { title, region: '', workType: '', periodStart: month, periodEnd: month, area: '', story: '' };
}

export function jobFormOf(job: Job): JobFormValues {
  return {
    title: job.title,
    region: job.region,
    workType: job.workType,
    periodStart: job.periodStart,
    periodEnd: job.periodEnd,
    area: job.areaM2 === null ? '' : String(job.areaM2),
    story: job.story,
  };
}

function areaOf(text: string): number | null {
  const trimmed = trimBlank(text).replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The problems of a job's form, each in Korean beside its field (empty when there are none); the same rules as the
 * backend's checkJobInput, so what passes here is saved.
 */
export function validateJobForm(values: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  if (isBlank(values.title)) errors.title = jobMessages.titleRequired;
  if (!(INQUIRY_REGIONS as readonly string[]).includes(values.region)) errors.region = jobMessages.regionRequired;
  if (values.workType === '') errors.workType = jobMessages.workTypeRequired;
  if (!isJobMonth(values.periodStart) || !isJobMonth(values.periodEnd)) errors.period = jobMessages.periodInvalid;
  else if (values.periodEnd < values.periodStart) errors.period = jobMessages.periodOrder;
  const area = areaOf(values.area);
  if (area !== null && !(Number.isFinite(area) && area > 0 && area <= JOB_LIMITS.areaM2))
    errors.area = jobMessages.areaInvalid(JOB_LIMITS.areaM2);
  return errors;
}

/** The job to save from a form that validateJobForm passed. */
export function jobInputOf(values: JobFormValues): JobInput {
  return {
    title: trimBlank(values.title),
    region: values.region as InquiryRegion,
    workType: values.workType as WorkType,
    periodStart: values.periodStart,
    periodEnd: values.periodEnd,
    areaM2: areaOf(values.area),
    story: trimBlank(values.story),
  };
}
