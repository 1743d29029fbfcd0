import { JOB_PERIOD_YEARS } from '../config/limits';
import { koreaDay } from './site-settings/korea-day';

/**
 * The customer's consent to a job's publication (Job.consentDate): the day staff record, 'YYYY-MM-DD'. A real
 * calendar day from JOB_PERIOD_YEARS.first on and not after today in Korea (`now`'s Korea day). firestore.rules
 * (isConsentDate) check the same shape and years, and allow one day of clock skew against the server's time.
 */
export function isConsentDate(value: unknown, now: Date): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= JOB_PERIOD_YEARS.first && value <= koreaDay(now);
}
