import { companyNodeId } from '@/components/layout/company-node-id';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { GalleryPhoto } from '@/domain/types';
import { absoluteSiteUrl } from '@/lib/public-url';

/**
 * A gallery photo as schema.org ImageObject (a CreativeWork): the picture, its title and description, when it was
 * taken and published, and the company as creator; so that search engines can show the photo with its page.
 */
export function photoJsonLd(photo: GalleryPhoto, pagePath: string, { company: owner, copy }: SiteSettings): Record<string, unknown> {
  const company = companyNodeId();
  const creator = company ? { '@id': company } : { '@type': 'Organization', name: owner.name };
  const description = photo.description?.trim();
  const kind = [copy.categoryLabels[photo.category] || photo.category, photo.workType ? WORK_TYPE_LABELS[photo.workType] : null]
    .filter(Boolean)
    .join(', ');
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    name: photo.title,
    ...(description ? { description } : {}),
    ...(photo.imageUrl ? { contentUrl: absoluteSiteUrl(photo.imageUrl) ?? photo.imageUrl } : {}),
    ...(photo.thumbnailUrl ? { thumbnailUrl: absoluteSiteUrl(photo.thumbnailUrl) ?? photo.thumbnailUrl } : {}),
    url: absoluteSiteUrl(pagePath) ?? pagePath,
    ...(kind ? { keywords: kind } : {}),
    ...(photo.takenAt ? { dateCreated: photo.takenAt.toISOString() } : {}),
    ...(photo.uploadedAt ? { datePublished: photo.uploadedAt.toISOString() } : {}),
    creator,
    copyrightHolder: creator,
    creditText: owner.name,
    copyrightNotice: `© ${owner.name}`,
  };
}
