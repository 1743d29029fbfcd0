/**
 * The data of a static public page (home, gallery) from documents the pages function read with the Admin SDK, as
 * the web app reads it: the server render's own readPageData (src/app/server/page-reads.ts) over the port's public
 * reads, each written here the way the Firebase adapter writes it (src/backend/firebase: the same query limits,
 * toPhoto, the same page plan and cursors), so the HTML shows what the page would show and the browser reads the
 * gallery's next page from the cursor in it. The function runs the queries (functions/src/pages/list-reads.ts);
 * only the first page of the unfiltered gallery is ever asked for.
 */
import type { PageReads } from '../../src/app/server/page-reads';
import { readPageData } from '../../src/app/server/page-reads';
import { listCursor, listName } from '../../src/backend/firebase/list-cursor';
import { toPhoto } from '../../src/backend/firebase/mappers';
import { pageCursors } from '../../src/backend/shared/page-cursor';
import { pageFromResults, planPage } from '../../src/backend/shared/page-plan';
import { checkLimit } from '../../src/backend/shared/page-query';
import { checkWorkTypeFilter } from '../../src/backend/shared/work-type-filter';
import { HERO_PHOTO_LIMIT, MAX_QUERY_LIMIT } from '../../src/config/limits';
import { COLLECTIONS } from '../../src/config/collections';
import type { PageData } from '../../src/lib/page-data/page-data';
import type { StoredDoc, StoredListReads } from '../src/pages/site-bundle.js';

const image = (doc: StoredDoc) => toPhoto(doc.id, doc.data);

/** The order field of the photo lists (src/backend/firebase/photo-lists.ts). */
const ORDER_FIELD = 'uploadedAt';

function onlyUnfiltered(workType: unknown): void {
  if (checkWorkTypeFilter(workType) !== undefined) throw new Error('The pages function reads the unfiltered gallery only.');
}

const readByPhotoPage = () => Promise.reject(new Error('A photo page is read by the pages function itself (photo-reads.ts).'));

/** The port's public reads on the lists the function read (a photo page's reads are not among them). */
function storedPageReads(lists: StoredListReads): PageReads {
  return {
    getFeaturedPhotos: async (count) => (await lists.featuredPhotos(checkLimit(count))).map(image),
    getHeroPhoto: async () => {
      const [hero] = await lists.heroPhotos(HERO_PHOTO_LIMIT);
      return hero ? image(hero) : null;
    },
    getPhotoPage: async (request) => {
      onlyUnfiltered(request.workType);
      const plan = planPage(request);
      if (plan.kind !== 'initial') throw new Error('The pages function reads the first page of the gallery only.');
      const page = pageFromResults(plan, request.pageSize, await lists.galleryPhotos(plan.take));
      const name = listName(COLLECTIONS.images, undefined);
      return {
        ...page,
        items: page.items.map(image),
        ...pageCursors(page.items, (doc) => listCursor(name, doc.data[ORDER_FIELD], doc.id)),
      };
    },
    countPhotos: async (workType) => {
      onlyUnfiltered(workType);
      return lists.countPhotos(MAX_QUERY_LIMIT);
    },
    getPhoto: readByPhotoPage,
    getPhotoNeighbours: readByPhotoPage,
    getRelatedPhotos: readByPhotoPage,
    getJob: readByPhotoPage,
    getJobPhotos: readByPhotoPage,
  };
}

/**
 * The data of the static page at `path`: home { featuredPhotos, hero }, gallery { galleryFirstPage }, else none
 * (nothing is read). Never for a photo page (the function reads those itself).
 */
export function pageDataFromStored(path: string, lists: StoredListReads): Promise<PageData> {
  return readPageData(storedPageReads(lists), path);
}
