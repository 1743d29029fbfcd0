import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/layout/SectionHeading';
import { ArrowRightIcon, ImageIcon } from '@/components/ui/icons';
import { FEATURED_PHOTOS_LIMIT } from '@/config/page-sizes';
import { paths } from '@/config/routes';
import { homeCopy } from './copy';
import { FeaturedPhotoCard } from './FeaturedPhotoCard';
import { useFeaturedPhotos } from './use-featured-photos';

const copy = homeCopy.featured;
const gridClass = 'mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      <ImageIcon width={32} height={32} className="text-slate-400" />
      <p>{children}</p>
    </div>
  );
}

function LoadingCards() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{copy.loading}</span>
      <ul aria-hidden="true" className={gridClass}>
        {Array.from({ length: FEATURED_PHOTOS_LIMIT }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
            <div className="aspect-[4/3] animate-pulse bg-slate-200 dark:bg-slate-800" />
            {/* Shaped like the card's text: a category line and a title of two lines (the usual length). */}
            <div className="p-5">
              <div className="flex h-6 items-center">
                <div className="h-5 w-16 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
              </div>
              <div className="mt-2 space-y-2 py-px">
                <div className="h-5 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Up to three featured photos, each linking to its photo detail (a photo of a job also says the job's facts); an
 * empty message when none are selected.
 */
export function FeaturedPhotos() {
  const state = useFeaturedPhotos();
  return (
    <section aria-labelledby="featured-title" className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="container-page py-16 md:py-24">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="featured-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <Link
            to={paths.gallery}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 font-bold text-brand-700 hover:text-brand-800 dark:text-brand-400 dark:hover:text-brand-300"
          >
            {copy.viewAll}
            <ArrowRightIcon width={18} height={18} />
          </Link>
        </div>
        {state.status === 'loading' && <LoadingCards />}
        {state.status === 'error' && <Notice>{copy.error}</Notice>}
        {state.status === 'ready' && state.value.photos.length === 0 && <Notice>{copy.empty}</Notice>}
        {state.status === 'ready' && state.value.photos.length > 0 && (
          <ul className={gridClass}>
            {state.value.photos.map((photo) => (
              <li key={photo.id}>
                <FeaturedPhotoCard photo={photo} job={state.value.jobs.find((job) => job.id === photo.jobId) ?? null} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
