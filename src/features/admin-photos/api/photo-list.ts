import { ADMIN_PHOTOS_PAGE_SIZE } from '@/config/page-sizes';
import type { PageQuery } from '@/domain/paging';
import type { GalleryPhoto } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { usePagedQuery } from '@/lib/server-state/use-paged-query';
import { photosBackend } from '../photos-service';

/** Every page of the admin photo list and its count (not the dashboard's count of photos). */
export const photoListsKey = [...queryKeys.photos, 'list'] as const;

async function readImagePage(_filter: undefined, query: PageQuery) {
  return (await photosBackend()).getPhotoPage(query);
}

async function countPhotos() {
  return (await photosBackend()).countPhotos();
}

/**
 * The admin photo list: 6 per page, newest first, cursor paging both ways (from the page's end forward, from its
 * start backward), the port's look-ahead flags and Y from countPhotos().
 */
export function useAdminPhotosPage() {
  return usePagedQuery<GalleryPhoto, undefined>({
    list: photoListsKey,
    filter: undefined,
    pageSize: ADMIN_PHOTOS_PAGE_SIZE,
    readPage: readImagePage,
    count: countPhotos,
    failure: 'Image list failed to load',
  });
}
