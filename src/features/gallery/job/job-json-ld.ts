import { companyNodeId } from '@/components/layout/company-node-id';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import { inStageOrder } from '@/domain/jobs';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { GalleryPhoto, Job } from '@/domain/types';
import { absoluteSiteUrl } from '@/lib/public-url';
import { jobDescription } from './job-description';

const absolute = (url: string) => absoluteSiteUrl(url) ?? url;

/**
 * A job as schema.org Article about the work done: its title, its story (or its facts), its photos (the finished
 * one first, as the preview shows it), when it was published, the work as a Service in its region, and the company
 * as author and publisher; so that search engines can show the job with its pictures.
 */
export function jobJsonLd(
  job: Job,
  photos: readonly GalleryPhoto[],
  pagePath: string,
  { company: owner }: SiteSettings,
): Record<string, unknown> {
  const company = companyNodeId();
  const author = company ? { '@id': company } : { '@type': 'Organization', name: owner.name };
  const pictures = inStageOrder(photos)
    .reverse()
    .flatMap((photo) => (photo.imageUrl ? [absolute(photo.imageUrl)] : []));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: job.title,
    description: jobDescription(job),
    url: absolute(pagePath),
    ...(pictures.length > 0 ? { image: pictures } : {}),
    ...(job.publishedAt ? { datePublished: job.publishedAt.toISOString() } : {}),
    about: { '@type': 'Service', serviceType: WORK_TYPE_LABELS[job.workType], areaServed: job.region, provider: author },
    author,
    publisher: author,
  };
}
