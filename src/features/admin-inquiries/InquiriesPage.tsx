import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { AdminPageHeader } from '@/components/layout/AdminPageHeader';
import { Seo } from '@/components/layout/Seo';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PagedListPagination, PagedListTotal } from '@/components/ui/PagedListParts';
import { INQUIRY_OPEN_PARAM, paths } from '@/config/routes';
import type { Inquiry, InquiryStatus } from '@/domain/types';
import { useInquiryActions } from './api/inquiry-actions';
import { useInquiryDetail } from './api/inquiry-detail';
import { useInquiryList } from './api/inquiry-list';
import { inquiriesCopy } from './copy';
import { ExportCsvButton } from './ExportCsvButton';
import { InquiryDetailModal } from './InquiryDetailModal';
import { InquiryFilters } from './InquiryFilters';
import { InquiryListBody } from './InquiryListBody';
import { listFilterKey, NO_FILTER, readListFilter, withListFilter, withoutSearch, type InquiryListFilter } from './list-filter';

/**
 * /jy-dev/inquiries: the list (cards on phones) filtered by status, period and a name or phone search, all in the
 * URL, paged with its count; the detail (also opened by ?open=<id>), status change, staff note, delete, and the CSV
 * export of exactly what the filter shows.
 */
export default function InquiriesPage() {
  const [params, setParams] = useSearchParams();
  // The filter is the URL's (status, period, search): shareable, and Back returns to the one before. One value per
  // filter (not per URL: opening a detail keeps it), so the list stays on its page until the filter changes.
  const filterText = listFilterKey(readListFilter(params.toString()));
  const filter = useMemo(() => readListFilter(filterText), [filterText]);
  const changeFilter = (next: InquiryListFilter) => {
    const changed = withListFilter(params, next);
    changed.delete(INQUIRY_OPEN_PARAM);
    setParams(changed);
  };
  const list = useInquiryList(filter);
  const detail = useInquiryDetail(list.items, list.status === 'loading');
  const { changeStatus, remove, saveNote } = useInquiryActions();
  const [savingStatus, setSavingStatus] = useState(false);
  const [deleting, setDeleting] = useState<Inquiry | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  // Notes being typed, per inquiry: closing the detail or a failed save keeps them.
  const [noteDrafts, setNoteDrafts] = useState<Readonly<Record<string, string>>>({});

  const onStatusChange = async (inquiry: Inquiry, status: InquiryStatus) => {
    if (inquiry.status === status) return; // Selecting the current value does nothing.
    setSavingStatus(true);
    await changeStatus(inquiry, status, () => {
      // Under a status filter the inquiry may no longer belong to the list.
      if (list.filter.status && list.filter.status !== status) list.afterRemoval(inquiry);
    });
    setSavingStatus(false);
  };

  const onSaveNote = (inquiry: Inquiry, text: string) =>
    saveNote(inquiry, text, () => setNoteDrafts(({ [inquiry.id]: _saved, ...rest }) => rest));

  const onConfirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    await remove(deleting, () => list.afterRemoval(deleting));
    setDeleteBusy(false);
    setDeleting(null);
  };

  return (
    <>
      <Seo title={inquiriesCopy.seoTitle} description={adminLayoutCopy.seoDescription} path={paths.adminInquiries} />
      <AdminPageHeader title={inquiriesCopy.title} description={inquiriesCopy.intro} />

      <div className="mb-4 flex flex-col gap-4">
        <InquiryFilters filter={filter} onChange={changeFilter} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PagedListTotal list={list} text={inquiriesCopy.total} role="status" placeholder={<span />} />
          <ExportCsvButton filter={filter} />
        </div>
      </div>

      <InquiryListBody
        list={list}
        onView={detail.open}
        onDelete={setDeleting}
        onShowAll={() => changeFilter(NO_FILTER)}
        onClearSearch={() => changeFilter(withoutSearch(filter))}
      />

      <PagedListPagination list={list} label={inquiriesCopy.pagination} />

      <InquiryDetailModal
        state={detail.state}
        savingStatus={savingStatus}
        onStatusChange={(inquiry, status) => void onStatusChange(inquiry, status)}
        noteDraft={(inquiry) => noteDrafts[inquiry.id] ?? inquiry.staffNote ?? ''}
        onNoteDraftChange={(inquiry, text) => setNoteDrafts((drafts) => ({ ...drafts, [inquiry.id]: text }))}
        onSaveNote={onSaveNote}
        onClose={detail.close}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={inquiriesCopy.confirmTitle}
        message={deleting ? inquiriesCopy.confirmMessage(deleting.name) : ''}
        confirmLabel={inquiriesCopy.confirmDelete}
        danger
        busy={deleteBusy}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
