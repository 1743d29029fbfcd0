import { INITIAL_INQUIRY_STATUS } from '../../config/constants';
import { newInquiryDraft } from '../../domain/activity-base';
import type { InquiryInput } from '../../domain/types';
import { checkInquiryInput } from '../shared/input-rules';
import { logActivity } from './activity-log';
import type { DemoContext } from './context';
import { orderKeyOf } from './db';
import { newId } from './ids';

/** Creates the inquiry (status 신규, now) and then its new_inquiry activity. */
export async function submitInquiry(ctx: DemoContext, input: InquiryInput): Promise<string> {
  checkInquiryInput(input);
  await ctx.latency();
  const id = newId();
  const now = ctx.now().getTime();
  await ctx.db.inquiries.add({
    id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    submittedAt: now,
    orderKey: orderKeyOf(now),
    status: INITIAL_INQUIRY_STATUS,
    privacyConsentVersion: input.privacyConsentVersion,
    privacyConsentAt: now,
  });
  await logActivity(ctx, newInquiryDraft(id, input.name, input.email));
  return id;
}
