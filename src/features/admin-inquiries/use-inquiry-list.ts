import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_INQUIRIES_PAGE_SIZE } from '../../config/constants';
import { cursorOf, pageCount, type PageCursor, type PageQuery } from '../../domain/paging';
import type { Inquiry, InquiryStatus } from '../../domain/types';
import { adminBackend } from '../../backend/registry';

type Move = Pick<PageQuery, 'direction' | 'cursor'>;

export interface InquiryListState {
  status: 'loading' | 'ready' | 'error';
  filter: InquiryStatus | undefined;
  page: number;
  items: Inquiry[];
  hasNext: boolean;
  hasPrev: boolean;
  /** Inquiries matching the filter (count query), or null when it could not be read. */
  total: number | null;
}

const FIRST: Move = { direction: 'initial' };
const positionOf = (inquiry: Inquiry): PageCursor => cursorOf(inquiry.submittedAt, inquiry.id);

/** Reads a page and the filter's count. When the list changed meanwhile (moved back but nothing lies before, or an emptied page) it starts over at page 1. */
async function fetchPage(page: number, move: Move, filter: InquiryStatus | undefined) {
  const backend = await adminBackend();
  const [result, total] = await Promise.all([
    backend.getInquiryPage({ pageSize: ADMIN_INQUIRIES_PAGE_SIZE, ...move, status: filter }),
    backend.countInquiries(filter).catch((error: unknown) => {
      console.error('Failed to count the inquiries', error);
      return null;
    }),
  ]);
  const drifted = page > 1 && ((move.direction === 'prev' && !result.hasPrev) || result.items.length === 0);
  if (drifted) return fetchPage(1, FIRST, filter);
  return { page, items: result.items, hasNext: result.hasNext, total };
}

/**
 * The admin inquiry list (spec 7 "Inquiry management"): newest first, 7 a page, forward (start-after) and
 * backward (end-before + limit-to-last) cursors with the port's one-item look-ahead, an optional status filter
 * and the count for "X / Y". Load errors are only logged (spec 8).
 *
 * `starts[p]` keeps the start-after cursor of page p (the last item of page p-1 when we moved forward), so a
 * page can be read again after a change without its boundaries drifting.
 */
export function useInquiryList() {
  const [state, setState] = useState<InquiryListState>({
    status: 'loading',
    filter: undefined,
    page: 1,
    items: [],
    hasNext: false,
    hasPrev: false,
    total: null,
  });
  const starts = useRef<(PageCursor | undefined)[]>([]);
  const requestId = useRef(0);

  /** Shows the outcome of request `id` unless a newer request has started since. */
  const settle = useCallback((id: number, filter: InquiryStatus | undefined, request: ReturnType<typeof fetchPage>) => {
    request
      .then((loaded) => {
        if (id === requestId.current) setState({ status: 'ready', filter, hasPrev: loaded.page > 1, ...loaded });
      })
      .catch((error: unknown) => {
        console.error('Failed to load the inquiries', error);
        if (id === requestId.current) setState((current) => ({ ...current, status: 'error', items: [], hasNext: false }));
      });
  }, []);

  const load = (page: number, move: Move, filter: InquiryStatus | undefined) => {
    const id = ++requestId.current;
    setState((current) => ({ ...current, status: 'loading', filter, page }));
    settle(id, filter, fetchPage(page, move, filter));
  };

  useEffect(() => {
    settle(++requestId.current, undefined, fetchPage(1, FIRST, undefined));
  }, [settle]);

  const { page, items, filter } = state;

  const next = () => {
    const last = items.at(-1);
    if (!last) return;
    starts.current[page + 1] = positionOf(last);
    load(page + 1, { direction: 'next', cursor: positionOf(last) }, filter);
  };

  const prev = () => {
    const first = items[0];
    if (page <= 1 || !first) return;
    load(page - 1, page - 1 === 1 ? FIRST : { direction: 'prev', cursor: positionOf(first) }, filter);
  };

  const setFilter = (next: InquiryStatus | undefined) => {
    starts.current = [];
    load(1, FIRST, next);
  };

  /** Reads the current page again (same boundaries). */
  const reload = () => {
    const start = starts.current[page];
    load(page, page === 1 || !start ? FIRST : { direction: 'next', cursor: start }, filter);
  };

  /**
   * After `removed` left the list (deleted, or no longer matching the filter): pages after this one have new
   * boundaries; when it was the last item of a page above 1 the view goes back one page (spec 4).
   */
  const afterRemoval = (removed: Inquiry) => {
    starts.current.length = Math.min(starts.current.length, page + 1);
    const wasLastOnPage = items.length === 1 && items[0]?.id === removed.id;
    if (wasLastOnPage && page > 1) {
      // Read the previous page forward from its known start, so its look-ahead sees that nothing follows.
      const start = starts.current[page - 1];
      const move: Move = page - 1 === 1 ? FIRST : start ? { direction: 'next', cursor: start } : { direction: 'prev', cursor: positionOf(removed) };
      load(page - 1, move, filter);
    } else {
      reload();
    }
  };

  /** Shows a changed inquiry in place (e.g. its new status). */
  const replace = (changed: Inquiry) => {
    setState((current) => ({ ...current, items: current.items.map((item) => (item.id === changed.id ? changed : item)) }));
  };

  const totalPages = state.total === null ? page + (state.hasNext ? 1 : 0) : pageCount(state.total, ADMIN_INQUIRIES_PAGE_SIZE);

  return { ...state, totalPages, next, prev, setFilter, reload, afterRemoval, replace };
}
