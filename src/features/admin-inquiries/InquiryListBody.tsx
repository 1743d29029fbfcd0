import { Button } from '@/components/ui/Button';
import { ui } from '@/components/ui/copy';
import { InboxIcon } from '@/components/ui/icons';
import type { Inquiry } from '@/domain/types';
import { useMediaQuery } from '@/lib/use-media-query';
import type { useInquiryList } from './api/inquiry-list';
import { NO_INQUIRIES, inquiriesCopy, listFilterCopy } from './copy';
import { SearchIcon } from './inbox-icons';
import { InquiryCards } from './InquiryCards';
import { InquiryTable } from './InquiryTable';
import { isFiltered, withoutSearch } from './list-filter';
import { readSearch } from './search-help';

interface InquiryListBodyProps {
  list: ReturnType<typeof useInquiryList>;
  onView: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
  /** Clears every filter (offered when a filtered list is empty). */
  onShowAll: () => void;
  /** Clears the search alone (offered when a search found nothing). */
  onClearSearch: () => void;
}

const panel =
  'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900';

/** From this width the list is a table; below it, cards (Tailwind's md breakpoint). */
export const INQUIRY_TABLE_MEDIA = '(min-width: 768px)';

/** The list (cards on phones, a table from 768 px), or its loading, error and empty states. */
export function InquiryListBody({ list, onView, onDelete, onShowAll, onClearSearch }: InquiryListBodyProps) {
  const wide = useMediaQuery(INQUIRY_TABLE_MEDIA);
  const loading = list.status === 'loading' || list.refreshing;
  if (list.status === 'error') {
    return (
      <div className={panel}>
        {/* List load errors are only logged; the page just says so, without an alert. */}
        <p className="text-slate-700 dark:text-slate-200">{inquiriesCopy.loadFailed}</p>
        <Button variant="secondary" onClick={list.reload}>
          {inquiriesCopy.retry}
        </Button>
      </div>
    );
  }
  if (loading && list.items.length === 0) {
    return (
      <div className={panel} aria-busy="true">
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {ui.loading}
        </p>
      </div>
    );
  }
  if (list.items.length === 0) {
    const { search } = list.filter;
    if (search !== undefined) {
      return (
        <SearchEmpty search={search} narrowed={isFiltered(withoutSearch(list.filter))} onClear={onClearSearch} onShowAll={onShowAll} />
      );
    }
    // The owner's words for a list that is truly empty; a filter that leaves nothing says so instead.
    const filtered = isFiltered(list.filter);
    return (
      <div className={panel}>
        <InboxIcon width={32} height={32} className="text-slate-500" />
        <p className="text-base font-semibold text-slate-800 dark:text-slate-100">{filtered ? listFilterCopy.empty : NO_INQUIRIES}</p>
        {filtered && (
          <Button variant="secondary" onClick={onShowAll}>
            {listFilterCopy.showAll}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : undefined}>
      {wide ? (
        // A table too wide for a narrow window scrolls on its own rather than wrap its cells (it fits from 1024 px).
        <div className="overflow-x-auto">
          <InquiryTable items={list.items} onView={onView} onDelete={onDelete} />
        </div>
      ) : (
        <InquiryCards items={list.items} onView={onView} onDelete={onDelete} />
      )}
    </div>
  );
}

interface SearchEmptyProps {
  search: string;
  /** A status or period narrowed the search too. */
  narrowed: boolean;
  onClear: () => void;
  onShowAll: () => void;
}

/**
 * A search that found nothing explains itself: what a search finds (the whole name, or the phone number whole or its
 * last 4, 7 or 8 digits), why these digits cannot match when that is the reason, and a way to clear it.
 */
function SearchEmpty({ search, narrowed, onClear, onShowAll }: SearchEmptyProps) {
  const copy = listFilterCopy.searchEmpty;
  const reading = readSearch(search);
  return (
    <div className={panel}>
      <SearchIcon width={32} height={32} className="text-slate-500" />
      <p className="text-base font-semibold break-all text-slate-800 dark:text-slate-100">{copy.title(search)}</p>
      {reading.kind === 'phone' && reading.unmatchableDigits !== null && (
        <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">{copy.digits(reading.unmatchableDigits)}</p>
      )}
      <div className="max-w-md text-left text-sm text-slate-700 dark:text-slate-300">
        <p>{copy.lead}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          <li>{copy.name}</li>
          <li>{copy.phone}</li>
        </ul>
        <p className="mt-1">{copy.notPart}</p>
        {narrowed && <p className="mt-1">{copy.withinFilter}</p>}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onClear}>{listFilterCopy.clearSearch}</Button>
        {narrowed && (
          <Button variant="secondary" onClick={onShowAll}>
            {listFilterCopy.showAll}
          </Button>
        )}
      </div>
    </div>
  );
}
