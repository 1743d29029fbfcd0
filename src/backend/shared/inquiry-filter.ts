import { INQUIRY_SEARCH_MAX } from '@/config/limits';
import { BackendError } from '@/domain/errors';
import { inquirySearchKey } from '@/domain/inquiry-search';
import type { InquiryStatus } from '@/domain/types';
import type { InquiryFilter } from '../port';
import { checkStatusFilter } from './inquiry-status';
import { backendMessages } from './messages';
import { MIN_TIME_MS } from './page-query';

/** An inquiry filter as both adapters query it: times in ms, the search as its one key (inquiry-search.ts). */
export interface InquiryQuery {
  status?: InquiryStatus;
  /** Submitted at or after (ms). */
  fromMs?: number;
  /** Submitted before (ms). */
  beforeMs?: number;
  /** The one search key an inquiry must carry in searchKeys. */
  searchKey?: string;
}

function timeOf(value: unknown, what: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!(value instanceof Date) || Number.isNaN(value.getTime()) || value.getTime() < MIN_TIME_MS) {
    throw new BackendError('invalid-argument', backendMessages.invalidInquiryPeriod(`${what} ${String(value)}`));
  }
  return value.getTime();
}

/**
 * The checks of a list, count or export filter before anything is read (BackendError invalid-argument): a known
 * status, times that are Dates, a period that does not end before it starts, a search of at most
 * INQUIRY_SEARCH_MAX characters (a blank one is no search). A status alone is short for { status }.
 */
export function checkInquiryFilter(filter: InquiryStatus | InquiryFilter | undefined): InquiryQuery {
  const given: InquiryFilter = typeof filter === 'string' ? { status: filter } : (filter ?? {});
  const status = checkStatusFilter(given.status);
  const fromMs = timeOf(given.submittedFrom, 'submittedFrom');
  const beforeMs = timeOf(given.submittedBefore, 'submittedBefore');
  if (fromMs !== undefined && beforeMs !== undefined && beforeMs < fromMs) {
    throw new BackendError('invalid-argument', backendMessages.invalidInquiryPeriod('submittedBefore < submittedFrom'));
  }
  if (given.search !== undefined && (typeof given.search !== 'string' || given.search.length > INQUIRY_SEARCH_MAX)) {
    throw new BackendError('invalid-argument', backendMessages.inquirySearchTooLong(INQUIRY_SEARCH_MAX));
  }
  const searchKey = given.search === undefined ? null : inquirySearchKey(given.search);
  return {
    ...(status ? { status } : {}),
    ...(fromMs !== undefined ? { fromMs } : {}),
    ...(beforeMs !== undefined ? { beforeMs } : {}),
    ...(searchKey ? { searchKey } : {}),
  };
}
