import { useEffect, useRef } from 'react';
import { JsonLd } from '@/components/layout/JsonLd';
import { Seo } from '@/components/layout/Seo';
import { ui } from '@/components/ui/copy';
import { NoPhotoBadge, ProtectedImage } from '@/components/ui/ProtectedImage';
import { SampleMark } from '@/components/ui/SampleMark';
import { jobHref, photoHref } from '@/config/routes';
import { JOB_STAGE_LABELS, WORK_TYPE_LABELS } from '@/domain/categories';
import type { GalleryPhoto, Job, WorkType } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { useCategoryLabel } from '@/lib/site-settings/use-category-label';
import { BackToGallery } from './BackToGallery';
import { CategoryBadge } from './CategoryBadge';
import { EstimateCta } from './EstimateCta';
import { jobCopy, viewerCopy } from './job/job-copy';
import { jobDescription } from './job/job-description';
import { JobPageLink } from './job/JobPageLink';
import { LazyPhotoJobLead } from './job/LazyPhotoJob';
import type { GalleryPosition } from './nav-state';
import { photoCopy } from './photo-copy';
import { photoJsonLd } from './photo-json-ld';
import { PhotoArrow } from './PhotoArrow';
import { PhotoDate } from './PhotoDate';
import { ShareButton } from './ShareButton';
import { shownDate } from './shown-date';
import { preloadPhotoViewer } from './viewer/LazyPhotoViewer';
import { ExpandIcon } from './viewer/viewer-icons';
import { WorkTypeBadge } from './WorkTypeBadge';

/** Display versions are at most 1920 px on the long side; the frame is 3:2 and the photo fits inside it. */
const PHOTO_WIDTH = 1920;
const PHOTO_HEIGHT = 1280;

interface PhotoViewProps {
  photo: GalleryPhoto;
  newer: GalleryPhoto | null;
  older: GalleryPhoto | null;
  neighboursPending: boolean;
  gallery: GalleryPosition | null;
  /** The gallery's work type filter the photo was opened from (the back link returns to it). */
  work: WorkType | null;
  onGo: (target: GalleryPhoto) => void;
  /** Opens the photo full screen. */
  onOpenFullScreen: () => void;
  /** The picture of the page's link previews (sharePictureOf: its job finished, or the photo itself); null for none. */
  sharePicture: string | null;
  /** The published job the photo belongs to (null for none): the page leads with its facts and shares its page. */
  job: Job | null;
}

const detailRow = 'flex justify-between gap-4';
const detailTerm = 'text-slate-600 dark:text-slate-400';
const detailValue = 'text-right font-medium text-slate-900 dark:text-slate-100';

/**
 * The photo detail: category, title, large photo with arrows, category and date, description; with the work
 * type, and after the info card the way to ask for the same work. The date is labelled for what it is:
 * 촬영일 (the photo's EXIF date) when known, else 등록일 (the upload date).
 */
export function PhotoView({
  photo,
  newer,
  older,
  neighboursPending,
  gallery,
  work,
  onGo,
  onOpenFullScreen,
  sharePicture,
  job,
}: PhotoViewProps) {
  const categoryLabel = useCategoryLabel();
  const settings = useSiteSettings();
  const frameRef = useRef<HTMLDivElement>(null);
  const description = photo.description?.trim();
  const date = shownDate(photo);
  const path = photoHref(photo.id);

  useEffect(() => {
    // At the first or last photo the arrow just used turns disabled and would drop keyboard focus: hand it over.
    if (neighboursPending) return;
    const active = document.activeElement;
    const frame = frameRef.current;
    if (!frame || !(active instanceof HTMLButtonElement) || !active.disabled || !frame.contains(active)) return;
    frame.querySelector<HTMLButtonElement>('button[data-side]:not(:disabled)')?.focus();
  }, [neighboursPending, newer, older]);

  return (
    <article className="container-page py-8 sm:py-12">
      <Seo
        title={photo.title}
        description={description || (job ? jobDescription(job) : photoCopy.seoDescription)}
        path={path}
        image={sharePicture ?? undefined}
      />
      <JsonLd data={photoJsonLd(photo, path, settings)} />
      <div className="flex items-center justify-between gap-4">
        <BackToGallery gallery={gallery} work={work} />
        {/* A photo of a job shares the job: the whole story is what a homeowner wants to pass on. */}
        <ShareButton path={job ? jobHref(job.id) : path} title={job ? job.title : photo.title} />
      </div>

      <header className="mt-4 sm:mt-6">
        <div className="flex flex-wrap gap-1.5">
          <CategoryBadge category={photo.category} />
          {photo.workType && <WorkTypeBadge workType={photo.workType} />}
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl lg:text-4xl dark:text-white">{photo.title}</h1>
      </header>
      {job && <LazyPhotoJobLead job={job} />}

      <figure className="mt-6 sm:mt-8">
        <div
          ref={frameRef}
          className="relative overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-200 dark:bg-black/40 dark:ring-slate-800"
        >
          <ProtectedImage
            src={photo.imageUrl}
            alt={photo.title}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            decoding="async"
            fetchPriority="high"
            onClick={onOpenFullScreen}
            className="aspect-3/2 max-h-[70vh] w-full cursor-zoom-in object-contain"
          />
          {!photo.imageUrl && <NoPhotoBadge />}
          <SampleMark src={photo.imageUrl} className="bottom-3 left-3" />
          <button
            type="button"
            onClick={onOpenFullScreen}
            onPointerEnter={preloadPhotoViewer}
            onFocus={preloadPhotoViewer}
            aria-label={viewerCopy.open}
            className="absolute right-3 bottom-3 inline-flex h-11 w-11 items-center justify-center rounded-full bg-slate-950/75 text-white ring-1 ring-white/30 transition hover:bg-slate-950/90"
          >
            <ExpandIcon width={22} height={22} />
          </button>
          <PhotoArrow side="left" label={photoCopy.previousPhoto} target={newer} pending={neighboursPending} onGo={onGo} />
          <PhotoArrow side="right" label={photoCopy.nextPhoto} target={older} pending={neighboursPending} onGo={onGo} />
        </div>
        {/* Moving with the arrows changes the photo without moving focus: say which photo is shown now. */}
        <p aria-live="polite" className="sr-only">
          {photo.title}
        </p>
        <figcaption className="mt-3 hidden text-sm text-slate-600 [@media(hover:hover)]:block dark:text-slate-400">
          {photoCopy.keyboardHint}
        </figcaption>
      </figure>

      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:gap-8">
        <section aria-labelledby="photo-description" className="lg:col-span-2">
          <h2 id="photo-description" className="text-lg font-semibold text-slate-900 dark:text-white">
            {photoCopy.description}
          </h2>
          {description || !job ? (
            <p
              className={cn(
                'mt-3 leading-relaxed whitespace-pre-line',
                description ? 'text-slate-700 dark:text-slate-300' : 'text-slate-600 italic dark:text-slate-400',
              )}
            >
              {description || ui.noDescription}
            </p>
          ) : (
            // No words of its own: say what the photo is, and lead to the job's story.
            <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
              {jobCopy.photoOfJob(job.title, photo.stage ? JOB_STAGE_LABELS[photo.stage] : null)} <JobPageLink jobId={job.id} />
            </p>
          )}
        </section>
        <div className="space-y-4">
          <section
            aria-labelledby="photo-details"
            className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id="photo-details" className="text-lg font-semibold text-slate-900 dark:text-white">
              {photoCopy.details}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className={detailRow}>
                <dt className={detailTerm}>{photoCopy.category}</dt>
                <dd className={detailValue}>{categoryLabel(photo.category)}</dd>
              </div>
              {photo.workType && (
                <div className={detailRow}>
                  <dt className={detailTerm}>{photoCopy.workType}</dt>
                  <dd className={detailValue}>{WORK_TYPE_LABELS[photo.workType]}</dd>
                </div>
              )}
              <div className={detailRow}>
                <dt className={detailTerm}>{date.label}</dt>
                <dd className={detailValue}>
                  <PhotoDate date={date.date} />
                </dd>
              </div>
            </dl>
          </section>
          <EstimateCta workType={photo.workType} />
        </div>
      </div>
    </article>
  );
}
