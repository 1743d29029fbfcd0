import type { PageCursor } from '@/domain/paging';
import type { GalleryPhoto, Job } from '@/domain/types';

/**
 * What a server-rendered page showed, in plain domain types (Date, never SDK types): the server render takes it
 * as input (src/app/server: the build's prerender reads it from the demo seed, the Cloud Function from Firestore),
 * and the page carries it in its HTML so that the browser's first render shows exactly the same and hydrates.
 * Each part belongs to one page; a part left out renders that page's loading state.
 */
export interface PageData {
  /** Home: the featured photos (newest first, at most FEATURED_PHOTOS_LIMIT). */
  featuredPhotos?: GalleryPhoto[];
  /** Home: the published jobs (시공 현장) the featured photos belong to, whose facts their cards show. */
  featuredJobs?: Job[];
  /** Home: the hero's picture; null when no photo is set as the background (the shipped picture shows). */
  hero?: HeroPicture | null;
  /** Gallery (/projects, no filter): its first page and the count of all photos. */
  galleryFirstPage?: GalleryFirstPage;
  /** A photo page: one gallery photo at its clean URL (/projects/gallery/{id}). */
  photoPage?: PhotoPageData;
  /** A job page: one published job at its clean URL (/projects/jobs/{id}), with its gallery photos in stage order. */
  jobPage?: JobWithPhotos;
}

/** The background picture of the home page: the display version, and a smaller one for phones when there is one. */
export interface HeroPicture {
  imageUrl: string;
  thumbnailUrl: string | null;
}

export interface GalleryFirstPage {
  items: GalleryPhoto[];
  /** More photos follow this page (the port's look-ahead). */
  hasNext: boolean;
  /** Where the page starts and ends, as the port gave them: the next page is read from the end. */
  startCursor: PageCursor | null;
  endCursor: PageCursor | null;
  /** The count of all photos (null when it could not be read). */
  total: number | null;
}

export interface PhotoPageData {
  photo: GalleryPhoto;
  /** The photos either side in gallery order: newer is the previous arrow, older the next. */
  newer: GalleryPhoto | null;
  older: GalleryPhoto | null;
  /** Other photos of its type (at most RELATED_PHOTOS_LIMIT), newest first. */
  related: GalleryPhoto[];
  /** The published job (시공 현장) the photo belongs to, with its photos; null when it belongs to none a visitor may see. */
  job: JobWithPhotos | null;
}

/** A job as a visitor sees it: the job and its gallery photos in stage order (the port's getJob and getJobPhotos). */
export interface JobWithPhotos {
  job: Job;
  photos: GalleryPhoto[];
}

/** The id of the HTML element that carries a page's data (a JSON data block: never run as a script). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

const DATE_KEY = '$date';

/** PageData as JSON for the page's HTML; Dates kept as { "$date": ISO }, and "<" escaped so no text can end the element. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return original instanceof Date ? { [DATE_KEY]: original.toISOString() } : value;
  }).replace(/</g, '\\u003c');
}

/** The PageData of serializePageData, with its Dates back; null for text that is not such data. */
export function parsePageData(text: string): PageData | null {
  try {
    const data: unknown = JSON.parse(text, (_key, value: unknown) => {
      if (value && typeof value === 'object' && DATE_KEY in value) {
        const iso = (value as Record<string, unknown>)[DATE_KEY];
        if (typeof iso === 'string') return new Date(iso);
      }
      return value;
    });
    return data && typeof data === 'object' ? (data as PageData) : null;
  } catch {
    return null;
  }
}
