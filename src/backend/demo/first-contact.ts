import { RESPONSE_TIMES_READ_MAX, WAITING_INQUIRIES_READ_MAX } from '@/config/lead-response';
import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import { responseTimesOf, type ResponseTimes } from '@/domain/response-times';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { Inquiry } from '@/domain/types';
import { firstContactTime } from '../shared/first-contact';
import { existingInquiry } from './admin-inquiries';
import type { DemoSessionContext } from './context';
import { toInquiry } from './inquiry-mapper';

/** The first-contact clock on the demo: set once in a transaction; figures and the waiting list from the indexes. */

/** Above every key part; a new array each time (fake-indexeddb refuses one array twice in a key, see paging.ts). */
const maxKey = (): never[][] => [[]];

export async function recordFirstContact(ctx: DemoSessionContext, id: string): Promise<Date> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  return ctx.db.transaction('rw', ctx.db.inquiries, async () => {
    const record = await existingInquiry(ctx, id);
    if (typeof record.firstContactAt === 'number') return new Date(record.firstContactAt);
    const at = firstContactTime(ctx.now(), record.submittedAt);
    await ctx.db.inquiries.update(id, { firstContactAt: at.getTime() });
    return at;
  });
}

/** The newest RESPONSE_TIMES_READ_MAX inquiries submitted at or after `since` (one more read tells whether there were more). */
export async function getResponseTimes(ctx: DemoSessionContext, since: Date): Promise<ResponseTimes> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  const records = await ctx.db.inquiries
    .where('[orderKey+id]')
    .between([since.getTime(), -Infinity], [maxKey(), maxKey()], true, true)
    .reverse()
    .limit(RESPONSE_TIMES_READ_MAX + 1)
    .toArray();
  const read = records.slice(0, RESPONSE_TIMES_READ_MAX).map(toInquiry);
  return responseTimesOf(since, read, records.length > RESPONSE_TIMES_READ_MAX);
}

export async function listWaitingInquiries(ctx: DemoSessionContext): Promise<Inquiry[]> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  const waiting = toStoredInquiryStatus(INITIAL_INQUIRY_STATUS);
  const records = await ctx.db.inquiries
    .where('[status+orderKey+id]')
    .between([waiting, -Infinity, -Infinity], [waiting, maxKey(), maxKey()], true, true)
    .limit(WAITING_INQUIRIES_READ_MAX)
    .toArray();
  return records.filter((record) => typeof record.firstContactAt !== 'number').map(toInquiry);
}
