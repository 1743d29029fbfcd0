import { absoluteSiteUrl } from '@/lib/public-url';

/**
 * The company's node id in every page's structured data (other nodes point at it), when the site's URL is known. Apart
 * from company-json-ld.ts: a photo's and a job's JSON-LD point at the node without carrying the code that builds it.
 */
export const companyNodeId = (): string | null => {
  const home = absoluteSiteUrl('/');
  return home ? `${home}#company` : null;
};
