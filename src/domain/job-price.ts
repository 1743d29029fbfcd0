import { JOB_LIMITS } from '../config/constants';

/**
 * A job's price (Job.priceManwon): a whole number of 만원, the unit Korean quotes and 시공사례 use, so staff type
 * "1200" for 1,200만 원. Its own module: the public job pages need only the text, the admin only the check.
 */

/** Whether a value is a price staff may store: a whole number of 만원 within JOB_LIMITS (firestore.rules mirror it). */
export function isJobPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= JOB_LIMITS.priceManwonMin && value <= JOB_LIMITS.priceManwonMax;
}

const grouped = new Intl.NumberFormat('ko-KR');

/** The amount in words a homeowner reads: 1200 → "1,200만 원", 12000 → "1억 2,000만 원", 10000 → "1억 원". */
export function jobPriceAmount(manwon: number): string {
  const eok = Math.floor(manwon / 10_000);
  const rest = manwon % 10_000;
  if (eok === 0) return `${grouped.format(rest)}만 원`;
  return rest === 0 ? `${grouped.format(eok)}억 원` : `${grouped.format(eok)}억 ${grouped.format(rest)}만 원`;
}

/** The fact as a job page and a job card show it: "공사비 약 1,200만 원". */
export function jobPriceText(manwon: number): string {
  return `공사비 약 ${jobPriceAmount(manwon)}`;
}
