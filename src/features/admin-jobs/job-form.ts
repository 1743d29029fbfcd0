import { JOB_LIMITS } from '@/config/limits';
import { INQUIRY_REGIONS } from '@/domain/categories';
import { isConsentDate } from '@/domain/job-consent';
import { isJobMonth, isJobPrice } from '@/domain/jobs';
import { koreaDay } from '@/domain/site-settings/korea-day';
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
  /** 만원 as typed (commas allowed); '' for none. */
  price: string;
  /** The customer agreed to publication (the tick), and on which day ('YYYY-MM-DD', today unless changed). */
  consent: boolean;
  consentDate: string;
}

export type JobFormErrors = Partial<Record<'title' | 'region' | 'workType' | 'period' | 'area' | 'price' | 'consent', string>>;

/** 'YYYY-MM' of a day, in the device's own time zone (the month the staff stands in). */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** A new job's form: this month for both ends of the period, a suggested title when given, no consent yet (dated today). */
export function emptyJobForm(today: Date, title = ''): JobFormValues {
  const month = monthOf(today);
  return {
    title,
    region: '',
    workType: '',
    periodStart: month,
    periodEnd: month,
    area: '',
    story: '',
    price: '',
    consent: false,
    consentDate: koreaDay(today),
  };
}

export function jobFormOf(job: Job, today: Date): JobFormValues {
  return {
    title: job.title,
    region: job.region,
    workType: job.workType,
    periodStart: job.periodStart,
    periodEnd: job.periodEnd,
    area: job.areaM2 === null ? '' : String(job.areaM2),
    story: job.story,
    price: job.priceManwon === null ? '' : String(job.priceManwon),
    consent: job.consentDate !== null,
    consentDate: job.consentDate ?? koreaDay(today),
  };
}

function numberOf(text: string): number | null {
  const trimmed = trimBlank(text).replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

/** The consent day to store: the tick's date, or null without the tick. */
export function consentOf(values: JobFormValues): string | null {
  return values.consent ? values.consentDate : null;
}

/**
 * The problems of a job's form, each in Korean beside its field (empty when there are none); the same rules as the
 * backend's checkJobInput, so what passes here is saved.
 */
export function validateJobForm(values: JobFormValues, now: Date = new Date()): JobFormErrors {
  const errors: JobFormErrors = {};
  if (isBlank(values.title)) errors.title = jobMessages.titleRequired;
  if (!(INQUIRY_REGIONS as readonly string[]).includes(values.region)) errors.region = jobMessages.regionRequired;
  if (values.workType === '') errors.workType = jobMessages.workTypeRequired;
  if (!isJobMonth(values.periodStart) || !isJobMonth(values.periodEnd)) errors.period = jobMessages.periodInvalid;
  else if (values.periodEnd < values.periodStart) errors.period = jobMessages.periodOrder;
  const area = numberOf(values.area);
  if (area !== null && !(Number.isFinite(area) && area > 0 && area <= JOB_LIMITS.areaM2))
    errors.area = jobMessages.areaInvalid(JOB_LIMITS.areaM2);
  const price = numberOf(values.price);
  if (price !== null && !isJobPrice(price)) errors.price = jobMessages.priceInvalid(JOB_LIMITS.priceManwonMin, JOB_LIMITS.priceManwonMax);
  if (values.consent && !isConsentDate(values.consentDate, now)) errors.consent = jobMessages.consentDateInvalid;
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
    areaM2: numberOf(values.area),
    story: trimBlank(values.story),
    priceManwon: numberOf(values.price),
    consentDate: consentOf(values),
  };
}
