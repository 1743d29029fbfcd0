import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { newInquiryDraft } from '@/domain/activity-base';
import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import { errorCode } from '@/domain/errors';
import { inquiryRetainUntil } from '@/domain/inquiry-photos';
import { inquirySearchKeys } from '@/domain/inquiry-search';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { InquiryInput } from '@/domain/types';
import { checkInquiryInput } from '../shared/input-rules';
import { logActivity } from './activity-log';
import { startAppCheck } from './app-check';
import type { FirebaseSettings } from './settings';

/**
 * Creates the inquiry (status 신규, server time) and then its new_inquiry activity.
 * retainUntil comes from this browser's clock (a server timestamp cannot be added to); firestore.rules accept it
 * within RETAIN_UNTIL_TOLERANCE_MINUTES of the server's time plus the retention period.
 * The rules accept the consent version of the stored settings (or the one before); a refused inquiry is checked
 * against them afterwards (BackendError inquiry/consent-outdated), so a normal submit reads nothing first.
 */
export async function storeFirestoreInquiry(db: Firestore, settings: FirebaseSettings, input: InquiryInput): Promise<string> {
  checkInquiryInput(input);
  await startAppCheck(settings);
  // NFC: a name typed decomposed (some keyboards) is stored, and searched, as staff type it.
  const name = input.name.normalize('NFC');
  const created = await addDoc(collection(db, COLLECTIONS.inquiries), {
    name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    submittedAt: serverTimestamp(),
    status: toStoredInquiryStatus(INITIAL_INQUIRY_STATUS),
    privacyConsentVersion: input.privacyConsentVersion,
    privacyConsentAt: serverTimestamp(),
    workType: input.workType,
    region: input.region,
    preferredCallTime: input.preferredCallTime,
    photoCount: input.photoCount,
    retainUntil: inquiryRetainUntil(new Date()),
    searchKeys: inquirySearchKeys(name, input.phone),
  }).catch(async (error: unknown) => {
    if (errorCode(error) === 'permission-denied') await consentRefusal(db, input);
    throw error;
  });
  await logActivity(db, newInquiryDraft(created.id, name, input.email));
  return created.id;
}

/** Throws inquiry/consent-outdated when that is why the rules refused the inquiry; a failed read changes nothing. */
async function consentRefusal(db: Firestore, input: InquiryInput): Promise<void> {
  const { checkStoredConsentVersion } = await import('./site-settings-read');
  await checkStoredConsentVersion(db, input).catch((error: unknown) => {
    if (errorCode(error) === 'inquiry/consent-outdated') throw error;
  });
}
