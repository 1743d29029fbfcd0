import { Button } from '@/components/ui/Button';
import { ui } from '@/components/ui/copy';
import { InboxIcon } from '@/components/ui/icons';
import type { Inquiry } from '@/domain/types';
import { useMediaQuery } from '@/lib/use-media-query';
import { NO_INQUIRIES, inquiriesCopy, listFilterCopy } from './copy';
import { InquiryCards } from './InquiryCards';
import { InquiryTable } from './InquiryTable';
import { isFiltered } from './list-filter';
import type { useInquiryList } from './use-inquiry-list';

interface InquiryListBodyProps {
  list: ReturnType<typeof useInquiryList>;
  onView: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
  /** Clears every filter (offered when a filtered list is empty). */
  onShowAll: () => void;
}

const panel =
  'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900';

/** From this width the list is a table; below it, cards (Tailwind's md breakpoint). */
export const INQUIRY_TABLE_MEDIA = '(min-width: 768px)';

/** The list (cards on phones, a table from 768 px), or its loading, error and empty states. */
export function InquiryListBody({ list, onView, onDelete, onShowAll }: InquiryListBodyProps) {
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
    return (
      <div className={panel}>
        <InboxIcon width={32} height={32} className="text-slate-500" />
        <p className="text-base font-semibold text-slate-800 dark:text-slate-100">{NO_INQUIRIES}</p>
        {isFiltered(list.filter) && (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">{listFilterCopy.empty}</p>
            <Button variant="secondary" onClick={onShowAll}>
              {listFilterCopy.showAll}
            </Button>
          </>
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
