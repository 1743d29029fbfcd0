import { ADMIN_IMAGES_PAGE_SIZE } from '@/config/constants';
import type { ConstructionImage } from '@/domain/types';
import { readPage, type LoadedPage } from '@/lib/paging/page-target';
import type { PageRequest } from '@/lib/paging/use-cursor-paging';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useQueryCursorPaging } from '@/lib/server-state/use-query-cursor-paging';
import { imagesBackend } from './images-service';

/** One page (getImagePage) and the count (countImages), read together. */
async function readImagePage(request: PageRequest<undefined>): Promise<LoadedPage<ConstructionImage>> {
  const backend = await imagesBackend();
  return readPage(request.target, { page: (query) => backend.getImagePage(query), count: () => backend.countImages() });
}

/**
 * The admin image list: 6 per page, newest first, cursor paging both ways
 * (from the page's end forward, from its start backward), the port's look-ahead flags and Y from countImages().
 */
export function useAdminImagesPage() {
  return useQueryCursorPaging<ConstructionImage, undefined>({
    list: queryKeys.imageLists,
    filter: undefined,
    pageSize: ADMIN_IMAGES_PAGE_SIZE,
    read: readImagePage,
    failure: 'Image list failed to load',
  });
}
