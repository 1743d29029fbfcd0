import { ADMIN_IMAGES_PAGE_SIZE } from '../../config/constants';
import { pageCount, type PageQuery } from '../../domain/paging';
import type { ConstructionImage } from '../../domain/types';
import { adminBackend } from '../../backend/registry';

/** A page of the admin list to load: its number and the port query that reads it. */
export interface AdminPageTarget {
  page: number;
  query: PageQuery;
}

export interface AdminImagePage {
  /** What was actually loaded (the first page when the requested one no longer exists). */
  target: AdminPageTarget;
  page: number;
  items: ConstructionImage[];
  total: number;
  hasNext: boolean;
}

export const FIRST_PAGE: AdminPageTarget = { page: 1, query: { pageSize: ADMIN_IMAGES_PAGE_SIZE, direction: 'initial' } };

/**
 * Reads one page (getImagePage) and the count (countImages) together. When the list changed under us so that the
 * requested page no longer exists (empty, or nothing before a page reached backwards), the first page is read instead.
 * hasNext is the port's look-ahead, bounded by the count (a page reached backwards only knows "there was more").
 */
export async function fetchAdminImagePage(requested: AdminPageTarget): Promise<AdminImagePage> {
  const backend = await adminBackend();
  const read = (target: AdminPageTarget) => Promise.all([backend.getImagePage(target.query), backend.countImages()]);
  let target = requested;
  let [result, total] = await read(target);
  if (target.page > 1 && (result.items.length === 0 || (target.query.direction === 'prev' && !result.hasPrev))) {
    target = FIRST_PAGE;
    [result, total] = await read(target);
  }
  return {
    target,
    page: target.page,
    items: result.items,
    total,
    hasNext: result.hasNext && target.page < pageCount(total, ADMIN_IMAGES_PAGE_SIZE),
  };
}
