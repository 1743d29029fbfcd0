/**
 * The limits of answering leads fast: the first-contact clock's dashboard reads and the second alarm.
 * Apart from limits.ts because only the admin and the functions use them: limits.ts is in every public page's
 * JavaScript, and these must not make it grow.
 */

/**
 * The first-contact clock (Inquiry.firstContactAt). The dashboard's response figures read the inquiries of this
 * week, newest first, at most RESPONSE_TIMES_READ_MAX of them (one read each; a week beyond that is shown as
 * counted from the newest ones, and says so); its waiting list reads the oldest WAITING_INQUIRIES_READ_MAX 신규
 * inquiries and shows those not yet contacted. The shares are of answers within these minutes.
 */
export const RESPONSE_TIMES_READ_MAX = 500;
export const WAITING_INQUIRIES_READ_MAX = 50;
export const RESPONSE_TARGET_MINUTES = [5, 30] as const;

/**
 * The second alarm (settings/notifications secondAlarm; src/domain/second-alarm.ts): an inquiry nobody has called or
 * texted this long after it arrived is announced again to every alert recipient. Seconds, so tests can set a few;
 * the admin sets whole minutes. 0 turns it off; at most SECOND_ALARM_MAX_SECONDS (4 hours). Mirrored by
 * firestore.rules.
 */
export const SECOND_ALARM_DEFAULT_SECONDS = 600;
export const SECOND_ALARM_MAX_SECONDS = 4 * 60 * 60;
/**
 * How the second alarm's clock treats the time outside business hours (사이트 설정's hours): 'wait' counts business
 * time only (an inquiry at night rings that long after opening; one at 17:55 the next morning), 'alert' counts every
 * minute (it may ring at night), 'skip' counts business time and sends none for an inquiry that arrived outside
 * business hours. Mirrored by firestore.rules.
 */
export const SECOND_ALARM_OUTSIDE_HOURS = ['wait', 'alert', 'skip'] as const;
