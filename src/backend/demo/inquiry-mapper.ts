import { CALL_TIMES, INITIAL_INQUIRY_STATUS, INQUIRY_REGIONS, WORK_TYPES } from '@/domain/categories';
import { fromStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { Inquiry } from '@/domain/types';
import type { InquiryRecord } from './db';
import { oneOfOrNull, toDate } from './mappers';

/** An inquiry record → the domain's Inquiry. Apart from mappers.ts: only the admin reads inquiries, so public pages never load it. */
export function toInquiry(record: InquiryRecord): Inquiry {
  return {
    id: record.id,
    name: record.name,
    email: record.email ?? null,
    phone: record.phone,
    message: record.message,
    submittedAt: toDate(record.submittedAt),
    // An unknown stored value reads as a new inquiry, as on Firebase (firebase/mappers.ts).
    status: fromStoredInquiryStatus(record.status) ?? INITIAL_INQUIRY_STATUS,
    privacyConsentVersion: record.privacyConsentVersion ?? null,
    privacyConsentAt: toDate(record.privacyConsentAt),
    workType: oneOfOrNull(WORK_TYPES, record.workType),
    region: oneOfOrNull(INQUIRY_REGIONS, record.region),
    preferredCallTime: oneOfOrNull(CALL_TIMES, record.preferredCallTime),
    photoCount: record.photoCount ?? 0,
    retainUntil: toDate(record.retainUntil),
    staffNote: record.staffNote ?? null,
    firstContactAt: toDate(record.firstContactAt),
  };
}
