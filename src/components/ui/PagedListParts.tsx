import type { ReactNode } from 'react';
import type { PagedList } from '@/lib/server-state/use-paged-query';
import { Pagination } from './Pagination';

type ListState = PagedList<unknown, unknown>;

interface PagedListTotalProps {
  list: Pick<ListState, 'status' | 'total'>;
  /** The line's words for the count, e.g. "총 N건". */
  text: (total: number) => string;
  /** 'status' where the new count after a filter change should be read out. */
  role?: 'status';
  /** Stands in for the line while there is no count, so a row laid out around it keeps its places. */
  placeholder?: ReactNode;
}

/** A paged admin list's count line: only once the count is known, and never beside a list that failed to load. */
export function PagedListTotal({ list, text, role, placeholder = null }: PagedListTotalProps) {
  if (list.total === null || list.status === 'error') return placeholder;
  return (
    <p role={role} className="text-sm font-medium text-slate-600 dark:text-slate-300">
      {text(list.total)}
    </p>
  );
}

interface PagedListPaginationProps {
  list: Pick<ListState, 'status' | 'items' | 'refreshing' | 'page' | 'totalPages' | 'hasPrev' | 'hasNext' | 'prev' | 'next'>;
  /** Names the list for screen readers, e.g. "문의 목록 페이지". */
  label: string;
}

/**
 * A paged admin list's previous / next under its items: not under an empty or failed list, and held while a page
 * loads.
 */
export function PagedListPagination({ list, label }: PagedListPaginationProps) {
  if (list.status === 'error' || list.items.length === 0) return null;
  return (
    <div className="mt-6">
      <Pagination
        label={label}
        page={list.page}
        // The page on screen counts even when the count says fewer pages: never "3 / 2".
        totalPages={Math.max(list.totalPages, list.page)}
        hasPrev={list.hasPrev}
        hasNext={list.hasNext}
        onPrev={list.prev}
        onNext={list.next}
        disabled={list.status === 'loading' || list.refreshing}
      />
    </div>
  );
}
