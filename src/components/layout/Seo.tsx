import { useContext } from 'react';
import { Helmet } from 'react-helmet-async';
import { siteUrl } from '../../config/env';
import { site } from '../../config/site';
import { TitlePrefixContext } from './title-prefix';

interface SeoProps {
  /** Page title without the company suffix; omitted on the home page. */
  title?: string;
  description: string;
  /** Route path (after the hash) for the canonical URL, e.g. "/about". */
  path: string;
  /** Admin and login routes: keep out of search engines. */
  noindex?: boolean;
  image?: string;
}

/** Title, description, Open Graph tags and robots directive for one page. */
export function Seo({ title, description, path, noindex = false, image }: SeoProps) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | 강원 지붕·방수·외벽 리모델링 전문`;
  const url = siteUrl ? `${siteUrl}/#${path}` : undefined;
  // The tab's title only (a count of waiting items, in the admin); shared previews keep the plain title.
  const prefix = useContext(TitlePrefixContext);
  return (
    <Helmet>
      <title>{prefix + fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {url && <link rel="canonical" href={url} />}
      {image && <meta property="og:image" content={image} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
    </Helmet>
  );
}
