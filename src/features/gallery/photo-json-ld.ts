import { companyNodeId } from '@/components/layout/company-node-id';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { GalleryPhoto } from '@/domain/types';
import { absoluteSiteUrl } from '@/lib/public-url';

/**
 * A gallery photo as schema.org ImageObject (a CreativeWork): the picture, its title and description, when it was
 * taken and published, and the company as creator; so that search engines can show the photo with its page.
 */
export function photoJsonLd(image: GalleryPhoto, pagePath: string, { company: owner, copy }: SiteSettings): Record<string, unknown> {
  const company = companyNodeId();
  const creator = company ? { '@id': company } : { '@type': 'Organization', name: owner.name };
  const description = image.description?.trim();
  const kind = [copy.categoryLabels[image.category] || image.category, image.workType ? WORK_TYPE_LABELS[image.workType] : null]
    .filter(Boolean)
    .join(', ');
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageObject',
    name: image.title,
    ...(description ? { description } : {}),
    ...(image.imageUrl ? { contentUrl: absoluteSiteUrl(image.imageUrl) ?? image.imageUrl } : {}),
    ...(image.thumbnailUrl ? { thumbnailUrl: absoluteSiteUrl(image.thumbnailUrl) ?? image.thumbnailUrl } : {}),
    url: absoluteSiteUrl(pagePath) ?? pagePath,
    ...(kind ? { keywords: kind } : {}),
    ...(image.takenAt ? { dateCreated: image.takenAt.toISOString() } : {}),
    ...(image.uploadedAt ? { datePublished: image.uploadedAt.toISOString() } : {}),
    creator,
    copyrightHolder: creator,
    creditText: owner.name,
    copyrightNotice: `© ${owner.name}`,
  };
}
