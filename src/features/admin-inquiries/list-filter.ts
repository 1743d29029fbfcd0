import type { InquiryFilter } from '@/backend/port';
import { INQUIRY_SEARCH_MAX } from '@/config/limits';
import { INQUIRY_LIST_PARAMS as P } from '@/config/routes';
import { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS } from '@/domain/categories';
import { fromStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import { trimBlank } from '@/domain/text';
import type { InquiryStatus } from '@/domain/types';
import { formatKoreaDay } from '@/lib/format-date';
import { isKoreaDay, koreaDays, koreaMonth, koreaWeek, lastKoreaDay, type Period } from '@/lib/korea-periods';
import { koreaDate } from '@/lib/korea-time';
import { listFilterCopy } from './copy';

/** Which days the list shows: all, this week or this month (in Korea, as of now), or a range of days. */
export type PeriodChoice = { kind: 'all' } | { kind: 'week' } | { kind: 'month' } | { kind: 'range'; from: string; to: string };

/** The inquiry list's filter, as its URL holds it (list-filter URL parameters: INQUIRY_LIST_PARAMS). */
export interface InquiryListFilter {
  status?: InquiryStatus;
  period: PeriodChoice;
  /** What staff typed to search by (name or phone), trimmed; absent when none. */
  search?: string;
}

export const NO_FILTER: InquiryListFilter = { period: { kind: 'all' } };

const isStatus = (value: string): value is InquiryStatus => (INQUIRY_STATUSES as readonly string[]).includes(value);

/**
 * The status a URL names: its code value (`status=new`), or the Korean value links carried before the code's values
 * were English (`status=신규`, the stored value: bookmarks and shared links keep working); null when neither.
 */
const statusParam = (value: string): InquiryStatus | null => (isStatus(value) ? value : fromStoredInquiryStatus(value));

/**
 * The filter of a URL query. What cannot be read is left out rather than refused (an old or hand-edited link still
 * opens the list): an unknown status or period, a range with a day that does not exist; a range given backwards is
 * turned round; a search is trimmed and cut to INQUIRY_SEARCH_MAX.
 */
export function readListFilter(search: string): InquiryListFilter {
  const params = new URLSearchParams(search);
  const status = statusParam(params.get(P.status) ?? '');
  const periodName = params.get(P.period);
  const [from, to] = [params.get(P.from) ?? '', params.get(P.to) ?? ''];
  const typed = trimBlank(params.get(P.search) ?? '').slice(0, INQUIRY_SEARCH_MAX);
  let period: PeriodChoice = { kind: 'all' };
  if (periodName === 'week' || periodName === 'month') period = { kind: periodName };
  else if (isKoreaDay(from) && isKoreaDay(to)) period = from <= to ? { kind: 'range', from, to } : { kind: 'range', from: to, to: from };
  return {
    ...(status ? { status } : {}),
    period,
    ...(typed !== '' ? { search: typed } : {}),
  };
}

/** `params` with the filter's parameters set (and those it does not use removed); other parameters stay. */
export function withListFilter(params: URLSearchParams, filter: InquiryListFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(P)) next.delete(name);
  if (filter.status) next.set(P.status, filter.status);
  if (filter.period.kind === 'week' || filter.period.kind === 'month') next.set(P.period, filter.period.kind);
  if (filter.period.kind === 'range') {
    next.set(P.from, filter.period.from);
    next.set(P.to, filter.period.to);
  }
  if (filter.search) next.set(P.search, filter.search);
  return next;
}

/** The days a choice stands for as of `now`; null for all days. */
export function periodOf(choice: PeriodChoice, now: Date): Period | null {
  switch (choice.kind) {
    case 'week':
      return koreaWeek(now);
    case 'month':
      return koreaMonth(now);
    case 'range':
      return koreaDays(choice.from, choice.to);
    default:
      return null;
  }
}

/** The port's filter for the list, its count and the export (periods computed as of `now`). */
export function portFilterOf(filter: InquiryListFilter, now: Date): InquiryFilter {
  const period = periodOf(filter.period, now);
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(period ? { submittedFrom: period.from, submittedBefore: period.before } : {}),
    ...(filter.search ? { search: filter.search } : {}),
  };
}

/** The same filter without its search. */
export function withoutSearch({ search: _search, ...rest }: InquiryListFilter): InquiryListFilter {
  return rest;
}

/** Whether anything narrows the list. */
export function isFiltered(filter: InquiryListFilter): boolean {
  return filter.status !== undefined || filter.period.kind !== 'all' || filter.search !== undefined;
}

/** A text that is the same for the same filter (to tell a new filter from the one on screen). */
export function listFilterKey(filter: InquiryListFilter): string {
  return withListFilter(new URLSearchParams(), filter).toString();
}

/** The days of a period choice as Korea days, "2026-11-23~2026-11-29"; null for all days. */
function periodDays(choice: PeriodChoice, now: Date): { from: string; to: string } | null {
  const period = periodOf(choice, now);
  return period ? { from: koreaDate(period.from), to: lastKoreaDay(period) } : null;
}

/** What the list is limited to, in words: the export button's name ("신규, 2026.11.23 (월) ~ 2026.11.29 (일), '박서연' 검색"). */
export function exportScope(filter: InquiryListFilter, now: Date): string {
  const days = periodDays(filter.period, now);
  return listFilterCopy.exportScope([
    ...(filter.status ? [INQUIRY_STATUS_LABELS[filter.status]] : []),
    ...(days ? [listFilterCopy.periodDays(formatKoreaDay(days.from), formatKoreaDay(days.to))] : []),
    ...(filter.search ? [listFilterCopy.searchScope(filter.search)] : []),
  ]);
}

/** The parts of the export's file name after 문의목록: status, days, search (characters no file name may hold replaced). */
export function exportFileParts(filter: InquiryListFilter, now: Date): string[] {
  const days = periodDays(filter.period, now);
  return [
    ...(filter.status ? [INQUIRY_STATUS_LABELS[filter.status]] : []),
    ...(days ? [`${days.from}~${days.to}`] : []),
    ...(filter.search ? [filter.search.replace(/[\\/:*?"<>|\s]+/g, '_')] : []),
  ];
}
