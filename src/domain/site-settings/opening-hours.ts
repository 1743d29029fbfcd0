import type { BusinessHours, Weekday } from './types.js';

/** Each weekday (1 Monday … 7 Sunday) in schema.org's English. */
const schemaDay = (day: Weekday) => ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][day - 1]!;

/** Business hours as schema.org's OpeningHoursSpecification (what search engines document; the company's JSON-LD). */
export function openingHoursSpecification(hours: BusinessHours) {
  return { dayOfWeek: hours.days.map(schemaDay), opens: hours.opens, closes: hours.closes };
}
