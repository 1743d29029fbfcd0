import { SITE_SETTINGS_ID } from '@/config/collections';
import { newInquiryDraft } from '@/domain/activity-base';
import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import { inquiryRetainUntil } from '@/domain/inquiry-photos';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { InquiryInput } from '@/domain/types';
import { checkConsentVersion, checkInquiryInput } from '../shared/input-rules';
import { acceptedConsentVersions, siteSettingsFromStored } from '../shared/site-settings';
import { logActivity } from './activity-log';
import type { DemoContext } from './context';
import { orderKeyOf } from './db';
import { newId } from './ids';

/** Creates the inquiry (status 신규, now, kept until INQUIRY_RETENTION_DAYS later) and then its new_inquiry activity. */
export async function storeDemoInquiry(ctx: DemoContext, input: InquiryInput): Promise<string> {
  checkInquiryInput(input);
  await ctx.latency();
  checkConsentVersion(input, acceptedConsentVersions(siteSettingsFromStored((await ctx.db.settings.get(SITE_SETTINGS_ID))?.data)));
  const id = newId();
  const submittedAt = ctx.now();
  const now = submittedAt.getTime();
  // NFC, as the Firebase adapter stores it (a decomposed name is searched as staff type it).
  const name = input.name.normalize('NFC');
  await ctx.db.inquiries.add({
    id,
    name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    submittedAt: now,
    orderKey: orderKeyOf(now),
    status: toStoredInquiryStatus(INITIAL_INQUIRY_STATUS),
    privacyConsentVersion: input.privacyConsentVersion,
    privacyConsentAt: now,
    workType: input.workType,
    region: input.region,
    preferredCallTime: input.preferredCallTime,
    photoCount: input.photoCount,
    retainUntil: inquiryRetainUntil(submittedAt).getTime(),
  });
  await logActivity(ctx, newInquiryDraft(id, name, input.email));
  return id;
}
