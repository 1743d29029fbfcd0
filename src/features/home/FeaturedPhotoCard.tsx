import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/ui/icons';
import { NoPhotoBadge, ProtectedImage } from '@/components/ui/ProtectedImage';
import { SampleMark } from '@/components/ui/SampleMark';
import { photoHref } from '@/config/routes';
import { jobAreaText, jobPeriodText } from '@/domain/job-period';
import type { GalleryPhoto, Job } from '@/domain/types';
import { useCategoryLabel } from '@/lib/site-settings/use-category-label';
import { homeCopy } from './copy';

const THUMB = { width: 640, height: 480 } as const;

/** A job's facts in one line under its photo's title: "원주시 · 2025년 9월 ~ 10월 · 120㎡". */
function jobFactsLine(job: Job): string {
  const facts = [job.region, jobPeriodText(job.periodStart, job.periodEnd)];
  if (job.areaM2 !== null) facts.push(jobAreaText(job.areaM2));
  return facts.join(' · ');
}

/**
 * One featured photo: thumbnail, category and title, linking to its photo detail; a photo of a published job also
 * says where, when and how large the job was. A photo without a picture address shows the fallback picture with the
 * no-photo label.
 */
export function FeaturedPhotoCard({ photo, job = null }: { photo: GalleryPhoto; job?: Job | null }) {
  const categoryLabel = useCategoryLabel();
  const src = photo.thumbnailUrl || photo.imageUrl;
  return (
    <Link
      to={photoHref(photo.id)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-200 dark:bg-slate-800">
        <ProtectedImage
          src={src}
          alt=""
          width={THUMB.width}
          height={THUMB.height}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {!src && <NoPhotoBadge />}
        <SampleMark src={src} />
      </div>
      <div className="flex flex-1 items-start justify-between gap-3 p-5">
        <div>
          <span className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {categoryLabel(photo.category)}
          </span>
          <h3 className="mt-2 text-lg font-bold leading-snug text-slate-950 dark:text-white">{photo.title}</h3>
          {job && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <span className="sr-only">{homeCopy.featured.jobFacts}</span>
              {jobFactsLine(job)}
            </p>
          )}
        </div>
        <ArrowRightIcon
          width={20}
          height={20}
          className="mt-1 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600 dark:group-hover:text-brand-400"
        />
      </div>
    </Link>
  );
}
