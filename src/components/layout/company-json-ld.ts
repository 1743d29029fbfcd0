import { siteUrl } from '../../config/env';
import { site } from '../../config/site';
import { companyCopy } from '../../config/company-copy';

/** Shipped picture of the company's work, relative to the app's base (the build is served with base './'). */
export const COMPANY_IMAGE_PATH = 'images/hero-default.webp';

function absolute(path: string): string {
  if (siteUrl) return `${siteUrl}/${path}`;
  try {
    return new URL(path, document.baseURI).href;
  } catch {
    return path;
  }
}

/** schema.org RoofingContractor description of the company, for search engines. */
export function companyJsonLd(): Record<string, unknown> {
  // The company's own pages elsewhere (Naver Place, blog, Instagram) tell search engines these are the same company.
  const sameAs = Object.values(site.social).filter((url) => url !== '');
  return {
    '@context': 'https://schema.org',
    '@type': 'RoofingContractor',
    name: site.name,
    alternateName: site.nameEnglish,
    description: companyCopy.description,
    ...(siteUrl ? { url: `${siteUrl}/` } : {}),
    image: absolute(COMPANY_IMAGE_PATH),
    telephone: site.phone,
    email: site.email,
    founder: { '@type': 'Person', name: site.representative },
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address,
      addressLocality: site.addressLocality,
      addressRegion: site.addressRegion,
      addressCountry: 'KR',
    },
    areaServed: { '@type': 'AdministrativeArea', name: site.addressRegion },
    openingHours: site.openingHoursSchema,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
