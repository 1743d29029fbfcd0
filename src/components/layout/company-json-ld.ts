import { companyCopy } from '@/config/company-copy';
import { site } from '@/config/site';
import { openingHoursSpecification } from '@/domain/site-settings/opening-hours';
import type { SiteSettings } from '@/domain/site-settings/types';
import { absoluteSiteUrl } from '@/lib/public-url';
import { companyNodeId } from './company-node-id';

/** Shipped picture of the company's work, a root path of the site. */
export const COMPANY_IMAGE_PATH = '/images/hero-default.webp';

/**
 * schema.org HomeAndConstructionBusiness description of the company, for search engines: address, phone, opening
 * hours, the area it serves, and its pages elsewhere. The same data on the server and in the browser (no reads of
 * the page's address), so the server's HTML and the hydrated page agree.
 */
export function companyJsonLd({ company, channels }: SiteSettings): Record<string, unknown> {
  // The company's own pages elsewhere (Naver Place, blog, Instagram) tell search engines these are the same company.
  const sameAs = [channels.naverPlaceUrl, channels.naverBlogUrl, channels.instagramUrl].filter((url) => url !== '');
  const url = absoluteSiteUrl('/');
  const id = companyNodeId();
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    ...(id ? { '@id': id } : {}),
    name: company.name,
    ...(company.nameEnglish ? { alternateName: company.nameEnglish } : {}),
    description: companyCopy.description(company.name),
    ...(url ? { url } : {}),
    image: absoluteSiteUrl(COMPANY_IMAGE_PATH) ?? COMPANY_IMAGE_PATH,
    telephone: company.phone,
    email: company.email,
    founder: { '@type': 'Person', name: company.representative },
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: company.city,
      addressRegion: site.addressRegion,
      addressCountry: 'KR',
    },
    areaServed: { '@type': 'AdministrativeArea', name: site.addressRegion },
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', ...openingHoursSpecification(company.hours) },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
