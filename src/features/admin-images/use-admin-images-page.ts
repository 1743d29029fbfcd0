import { useCallback, useEffect, useState } from 'react';
import { ADMIN_IMAGES_PAGE_SIZE } from '../../config/constants';
import { cursorOf, pageCount } from '../../domain/paging';
import type { ConstructionImage } from '../../domain/types';
import { fetchAdminImagePage, FIRST_PAGE, type AdminPageTarget, type AdminImagePage } from './admin-image-page';

export interface AdminImagesPageState {
  /** loading: nothing to show yet; error: the last load failed; ready: items are those of `page`. */
  status: 'loading' | 'ready' | 'error';
  /** A page turn or reload is in flight while the previous items stay on screen. */
  refreshing: boolean;
  items: ConstructionImage[];
  page: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

/** `seq` makes a reload of the same target a new request. */
type Request = AdminPageTarget & { seq: number };
type Settled = { request: Request } & ({ ok: true; data: AdminImagePage } | { ok: false });

const pageBefore = (page: number, first: ConstructionImage): AdminPageTarget =>
  page - 1 <= 1
    ? FIRST_PAGE
    : { page: page - 1, query: { pageSize: ADMIN_IMAGES_PAGE_SIZE, direction: 'prev', cursor: cursorOf(first.uploadedAt, first.id) } };

/**
 * The admin image list (spec 7 "Image management"): 6 per page, newest first, cursor paging both ways
 * (the last item's cursor forward, the first item's backward), the port's look-ahead flags and Y from countImages().
 */
export function useAdminImagesPage() {
  const [request, setRequest] = useState<Request>({ ...FIRST_PAGE, seq: 0 });
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    let active = true;
    fetchAdminImagePage(request).then(
      (data) => {
        if (active) setSettled({ request, ok: true, data });
      },
      (error: unknown) => {
        console.error('Image list failed to load', error);
        if (active) setSettled({ request, ok: false });
      },
    );
    return () => {
      active = false;
    };
  }, [request]);

  const data = settled?.ok ? settled.data : null;
  const go = useCallback((target: AdminPageTarget) => setRequest((previous) => ({ ...target, seq: previous.seq + 1 })), []);

  const next = useCallback(() => {
    const last = data?.items.at(-1);
    if (!data?.hasNext || !last) return;
    go({
      page: data.page + 1,
      query: { pageSize: ADMIN_IMAGES_PAGE_SIZE, direction: 'next', cursor: cursorOf(last.uploadedAt, last.id) },
    });
  }, [data, go]);

  const prev = useCallback(() => {
    const first = data?.items[0];
    if (!data || data.page <= 1 || !first) return;
    go(pageBefore(data.page, first));
  }, [data, go]);

  /** Loads the page on screen again (also the retry after a failure). */
  const reload = useCallback(() => go(data?.target ?? request), [data, go, request]);
  /** After an upload: back to page 1 with a fresh count. */
  const reloadFirstPage = useCallback(() => go(FIRST_PAGE), [go]);

  /** After a delete: the card goes at once; then one page back if it was the last of a page above 1, else this page again. */
  const afterDelete = useCallback(
    (deleted: ConstructionImage) => {
      if (!data) return;
      const onlyItem = data.items.length === 1 && data.items[0]?.id === deleted.id;
      setSettled((current) =>
        current?.ok
          ? { ...current, data: { ...current.data, items: current.data.items.filter((item) => item.id !== deleted.id) } }
          : current,
      );
      go(onlyItem && data.page > 1 ? pageBefore(data.page, deleted) : data.target);
    },
    [data, go],
  );

  /** Applies a change the backend has accepted (edit, featured, hero) to the items on screen. */
  const patchItems = useCallback((update: (item: ConstructionImage) => ConstructionImage) => {
    setSettled((current) => (current?.ok ? { ...current, data: { ...current.data, items: current.data.items.map(update) } } : current));
  }, []);

  const refreshing = settled !== null && settled.request !== request;
  const status: AdminImagesPageState['status'] = data ? 'ready' : settled && !refreshing ? 'error' : 'loading';
  const page = data?.page ?? 1;
  const total = data?.total ?? 0;
  const state: AdminImagesPageState = {
    status,
    refreshing,
    items: data?.items ?? [],
    page,
    total,
    totalPages: Math.max(pageCount(total, ADMIN_IMAGES_PAGE_SIZE), page),
    hasNext: data?.hasNext ?? false,
    hasPrev: page > 1,
  };
  return { ...state, next, prev, reload, reloadFirstPage, afterDelete, patchItems };
}
