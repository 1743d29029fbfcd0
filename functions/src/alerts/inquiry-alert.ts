import { telHref } from '#app/domain/phone-links.js';
import { ADMIN_INQUIRIES_PATH, CALL_TIME_LABELS, WORK_TYPE_LABELS } from '../app-constants.js';
import { formatPhone, koreaTime, messageStart, oneLine } from './format.js';

/** How much of the visitor's message an alert shows (characters). */
export const MESSAGE_PREVIEW_CHARS = 200;

/**
 * What every channel tells staff about a new inquiry, as display text (the visitor's words untouched except that
 * one-line fields are kept on one line). Channels escape it for their medium (the e-mail template escapes HTML).
 */
export interface InquiryAlert {
  inquiryId: string;
  /** The company's name as the site shows it (the stored site settings), or null when they could not be read. */
  companyName: string | null;
  name: string;
  /** With hyphens when it is a Korean number. */
  phone: string;
  /** tel: link of the phone number (digits only), or null when it has too few digits to be one. */
  telUrl: string | null;
  /** Korean labels; null when the visitor chose none (or the stored value is unknown). */
  workType: string | null;
  region: string | null;
  preferredCallTime: string | null;
  /** The first MESSAGE_PREVIEW_CHARS characters of the message. */
  messageStart: string;
  /** Whether the message goes on after messageStart. */
  messageTruncated: boolean;
  photoCount: number;
  /** When it was submitted, in Korea time (e.g. "2026년 11월 3일 (화) 14:05"). */
  submittedAt: string;
  /** The admin's inquiries page with this inquiry open; null when SITE_URL is not a usable http(s) address. */
  adminUrl: string | null;
}

/** The stored inquiry fields an alert reads (src/domain/types.ts Inquiry, as Firestore holds them). */
export interface StoredInquiry {
  name?: unknown;
  phone?: unknown;
  message?: unknown;
  workType?: unknown;
  region?: unknown;
  preferredCallTime?: unknown;
  photoCount?: unknown;
  submittedAt?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function label(labels: Readonly<Record<string, string>>, value: unknown): string | null {
  return typeof value === 'string' && Object.hasOwn(labels, value) ? (labels[value] ?? null) : null;
}

/** A Firestore Timestamp (anything with toDate()) or a Date; null otherwise. */
export function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

/**
 * `<site>/#/jy-dev/inquiries?open=<id>`: the admin opens that inquiry (the URL contract of the inquiries page).
 * Null when `siteUrl` is not an http(s) URL: the alert then goes out without a link rather than not at all.
 */
export function adminInquiryUrl(siteUrl: string, inquiryId: string): string | null {
  return adminPageUrl(siteUrl, `${ADMIN_INQUIRIES_PATH}?open=${encodeURIComponent(inquiryId)}`);
}

/** `<site>/#<route>`: an admin page (its route, with its query), or null when `siteUrl` is not an http(s) URL. */
export function adminPageUrl(siteUrl: string, route: string): string | null {
  let url: URL;
  try {
    url = new URL(siteUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  return `${base}/#${route}`;
}

/**
 * The web app's tel: link (src/domain/phone-links.ts: tel:01012345678, a + kept), or null with fewer than 8 digits
 * (no Korean number is shorter): the alert then shows the number without a link.
 */
export function telUrl(phone: string): string | null {
  return phone.replace(/\D/g, '').length < 8 ? null : telHref(phone);
}

/**
 * The alert of the inquiry `inquiryId` as stored. `receivedAt` (the event's time) stands in for a missing
 * submittedAt; `companyName` is the site settings' (null: the e-mail names none).
 */
export function buildInquiryAlert(
  inquiryId: string,
  data: StoredInquiry,
  siteUrl: string,
  receivedAt: Date,
  companyName: string | null = null,
): InquiryAlert {
  const message = messageStart(text(data.message), MESSAGE_PREVIEW_CHARS);
  const region = oneLine(text(data.region));
  const photoCount = typeof data.photoCount === 'number' && Number.isInteger(data.photoCount) && data.photoCount > 0 ? data.photoCount : 0;
  return {
    inquiryId,
    companyName,
    name: oneLine(text(data.name)),
    phone: formatPhone(text(data.phone)),
    telUrl: telUrl(text(data.phone)),
    workType: label(WORK_TYPE_LABELS, data.workType),
    region: region === '' ? null : region,
    preferredCallTime: label(CALL_TIME_LABELS, data.preferredCallTime),
    messageStart: message.text,
    messageTruncated: message.truncated,
    photoCount,
    submittedAt: koreaTime(dateOf(data.submittedAt) ?? receivedAt),
    adminUrl: adminInquiryUrl(siteUrl, inquiryId),
  };
}
