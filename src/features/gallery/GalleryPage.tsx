import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { GALLERY_VIEW_PARAM, paths } from '@/config/routes';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import { galleryCopy } from './copy';
import { GalleryResults } from './GalleryResults';
import { GalleryViewSwitch } from './GalleryViewSwitch';
import { readWorkTypeFilter } from './work-type-filter';
import { WorkTypeChips } from './WorkTypeChips';

/** The 현장별 view's chunk, loaded only when it is asked for. */
const JobsView = lazy(() => import('./jobs-view/JobsView'));

/**
 * The gallery, with the work type filter in the URL (`#/projects?type=roofing`; an unknown value
 * shows 전체). Each filter gets its own list (keyed), so changing it starts again on page 1. `?view=jobs` shows
 * one card per job instead (현장별); the photo gallery stays the default, exactly as it was.
 */
export default function GalleryPage() {
  const { search } = useLocation();
  const jobs = new URLSearchParams(search).get(GALLERY_VIEW_PARAM.name) === GALLERY_VIEW_PARAM.jobs;
  const work = jobs ? null : readWorkTypeFilter(search);
  // 현장별 시공 사례, 지붕 공사 시공 사례, or the gallery's own title.
  const label = jobs ? galleryCopy.viewJobs : work && WORK_TYPE_LABELS[work];
  const title = label ? galleryCopy.filteredTitle(label) : galleryCopy.seoTitle;
  return (
    <>
      {/* Every filter shares the gallery's canonical address. */}
      <Seo title={title} description={galleryCopy.seoDescription} path={paths.gallery} />
      <header className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-400">{galleryCopy.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{galleryCopy.heading}</h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300">{galleryCopy.intro}</p>
        </div>
      </header>

      <div className="container-page py-8 sm:py-12">
        <GalleryViewSwitch jobs={jobs} />
        {jobs ? (
          // The view shows its own loading state as soon as its chunk is there (it loads with the page's data).
          <Suspense fallback={null}>
            <JobsView />
          </Suspense>
        ) : (
          <>
            <WorkTypeChips active={work} />
            <GalleryResults key={work ?? 'all'} work={work} />
          </>
        )}
      </div>
    </>
  );
}
