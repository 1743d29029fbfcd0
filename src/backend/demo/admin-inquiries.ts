import { activityDrafts } from '@/domain/activity';
import { inquirySearchKeys } from '@/domain/inquiry-search';
import type { Page } from '@/domain/paging';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { Inquiry, InquiryStatus } from '@/domain/types';
import type { InquiryFilter, InquiryPageQuery, InquiryPhoto } from '../port';
import { isDocumentId } from '../shared/document-ids';
import { inquiryNotFound } from '../shared/errors';
import { firstContactTime, statusRecordsFirstContact } from '../shared/first-contact';
import { checkInquiryFilter, type InquiryQuery } from '../shared/inquiry-filter';
import { changesStatus, requireInquiryStatus } from '../shared/inquiry-status';
import { changesStaffNote, staffNoteOf } from '../shared/staff-note';
import { logActivity } from './activity-log';
import type { DemoSessionContext } from './context';
import type { InquiryRecord } from './db';
import { toInquiry } from './inquiry-mapper';
import { countList, mapPage, readPage, upToQueryLimit, type ListIndex } from './paging';
import { forgetStoredPhotoUrls, storedPhotoUrl } from './photo-urls';

/** Inquiry reads and writes of the admin part; all require the administrator. */

/**
 * The list of a filter: the status index (or all), the period as a range of the time in the index, and the search
 * key checked on each record. Its keys are derived here from the stored name and phone (inquiry-search.ts), as
 * Firebase stores them with each inquiry; a record of an old demo database, made before the keys existed, is thus
 * found too (on Firebase such a document needs `npm run inquiries:search-keys`).
 */
function inquiryList(ctx: DemoSessionContext, filter: InquiryQuery = {}): ListIndex<InquiryRecord> {
  const { status, fromMs, beforeMs, searchKey } = filter;
  const hasPeriod = fromMs !== undefined || beforeMs !== undefined;
  const conditions: ((record: InquiryRecord) => boolean)[] = [];
  // Firestore leaves a document without a time out of every range.
  if (hasPeriod) conditions.push((record) => record.submittedAt !== null);
  if (searchKey) conditions.push((record) => inquirySearchKeys(record.name, record.phone).includes(searchKey));
  return {
    table: ctx.db.inquiries,
    ...(status ? { index: '[status+orderKey+id]', prefix: [toStoredInquiryStatus(status)] } : { index: '[orderKey+id]', prefix: [] }),
    ...(hasPeriod ? { period: { from: fromMs, before: beforeMs } } : {}),
    ...(conditions.length > 0 ? { accept: (record: InquiryRecord) => conditions.every((condition) => condition(record)) } : {}),
    ...(searchKey ? { filter: searchKey } : {}),
  };
}

export async function existingInquiry(ctx: DemoSessionContext, id: string): Promise<InquiryRecord> {
  const record = isDocumentId(id) ? await ctx.db.inquiries.get(id) : undefined;
  if (!record) throw inquiryNotFound(id);
  return record;
}

export async function countInquiries(ctx: DemoSessionContext, filter?: InquiryStatus | InquiryFilter): Promise<number> {
  ctx.auth.requireAdmin();
  const list = inquiryList(ctx, checkInquiryFilter(filter));
  await ctx.latency();
  return upToQueryLimit(await countList(list));
}

export async function getInquiryPage(ctx: DemoSessionContext, query: InquiryPageQuery): Promise<Page<Inquiry>> {
  ctx.auth.requireAdmin();
  const list = inquiryList(ctx, checkInquiryFilter(query));
  await ctx.latency();
  const page = await readPage(list, query);
  return mapPage(page, (records) => records.map(toInquiry));
}

/** Setting the current status writes nothing and logs nothing. */
export async function updateInquiryStatus(ctx: DemoSessionContext, id: string, status: InquiryStatus): Promise<void> {
  const user = ctx.auth.requireAdmin();
  requireInquiryStatus(status);
  await ctx.latency();
  const record = await existingInquiry(ctx, id);
  if (!changesStatus(record.status, status)) return;
  const firstContact = statusRecordsFirstContact(status, record.firstContactAt)
    ? { firstContactAt: firstContactTime(ctx.now(), record.submittedAt).getTime() }
    : {};
  const stored = toStoredInquiryStatus(status);
  await ctx.db.inquiries.update(id, { status: stored, ...firstContact });
  await logActivity(ctx, activityDrafts.inquiryStatusChange(id, record.name, record.status, stored, user.uid));
}

export async function deleteInquiry(ctx: DemoSessionContext, id: string): Promise<void> {
  const user = ctx.auth.requireAdmin();
  await ctx.latency();
  const record = await existingInquiry(ctx, id);
  // Its photos go with it, as the function on inquiry deletion removes the Storage folder on Firebase.
  const photoPaths = await ctx.db.transaction('rw', ctx.db.inquiries, ctx.db.inquiryPhotos, async () => {
    const paths = await ctx.db.inquiryPhotos.where('inquiryId').equals(id).primaryKeys();
    await ctx.db.inquiryPhotos.bulkDelete(paths);
    await ctx.db.inquiries.delete(id);
    return paths;
  });
  forgetStoredPhotoUrls(ctx.db, photoPaths);
  await logActivity(ctx, activityDrafts.inquiryDelete(id, record.name, user.uid));
}

export async function getInquiry(ctx: DemoSessionContext, id: string): Promise<Inquiry | null> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  const record = isDocumentId(id) ? await ctx.db.inquiries.get(id) : undefined;
  return record ? toInquiry(record) : null;
}

/** The same note (after trimming) writes nothing and logs nothing. */
export async function updateInquiryNote(ctx: DemoSessionContext, id: string, note: string | null): Promise<void> {
  const user = ctx.auth.requireAdmin();
  const staffNote = staffNoteOf(note);
  await ctx.latency();
  const record = await existingInquiry(ctx, id);
  if (!changesStaffNote(record.staffNote, staffNote)) return;
  await ctx.db.inquiries.update(id, { staffNote });
  await logActivity(ctx, activityDrafts.inquiryNote(id, record.name, staffNote !== null, user.uid));
}

/** The inquiry's photos, by number, as object URLs (an id that names no document has none). */
export async function getInquiryPhotos(ctx: DemoSessionContext, inquiryId: string): Promise<InquiryPhoto[]> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  if (!isDocumentId(inquiryId)) return [];
  const records = await ctx.db.inquiryPhotos.where('inquiryId').equals(inquiryId).toArray();
  return records.sort((a, b) => a.number - b.number).map((record) => ({ number: record.number, url: storedPhotoUrl(ctx.db, record) }));
}
