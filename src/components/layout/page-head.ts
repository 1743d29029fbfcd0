import { site } from '@/config/site';
import { absoluteSiteUrl } from '@/lib/public-url';

/**
 * The <head> tags of one page (title, description, canonical, Open Graph, robots), as plain data. The browser
 * renders them (Seo) and the server writes them into the page's HTML (src/app/server), so a crawler that runs no
 * JavaScript reads the same tags as the browser; React adopts the server's tags when the app takes over.
 * Site-wide tags (og:site_name, og:locale, twitter:card, site verification) are in index.html.
 */
export interface PageHeadInput {
  /** Page title without the company suffix; omitted on the home page. */
  title?: string;
  description: string;
  /** The page's path ('/about', '/projects/gallery/abc'): its clean URL is the canonical one. */
  path: string;
  /** Keep the page out of search engines (robots noindex, nofollow). */
  noindex?: boolean;
  /** The page's own picture for link previews (a gallery photo's picture); else the site's share image. */
  image?: string;
}

export type HeadTag = { tag: 'title'; text: string } | { tag: 'meta' | 'link'; attrs: Readonly<Record<string, string>> };

/** "회사소개 | JY건설"; the home page's title without a page name. `siteName`: the company's name (site settings). */
export function fullTitle(siteName: string, title?: string): string {
  return title ? `${title} | ${siteName}` : `${siteName} | 강원 지붕·방수·외벽 리모델링 전문`;
}

/** The page's head tags; URLs are absolute (canonical, og:url, og:image) only when they can be (VITE_SITE_URL). */
export function pageHeadTags({ title, description, path, noindex = false, image }: PageHeadInput, siteName: string): HeadTag[] {
  const heading = fullTitle(siteName, title);
  const url = absoluteSiteUrl(path);
  const picture = image ? absoluteSiteUrl(image) : absoluteSiteUrl(site.shareImage.path);
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  return [
    { tag: 'title', text: heading },
    meta({ name: 'description', content: description }),
    ...(url ? [{ tag: 'link', attrs: { rel: 'canonical', href: url } } as const, meta({ property: 'og:url', content: url })] : []),
    meta({ property: 'og:title', content: heading }),
    meta({ property: 'og:description', content: description }),
    ...(picture ? [meta({ property: 'og:image', content: picture })] : []),
    // The size of the site's own share image is known; a gallery photo's picture is whatever size it was uploaded at.
    ...(picture && !image
      ? [
          meta({ property: 'og:image:width', content: String(site.shareImage.width) }),
          meta({ property: 'og:image:height', content: String(site.shareImage.height) }),
        ]
      : []),
    ...(picture ? [meta({ property: 'og:image:alt', content: title ?? siteName })] : []),
    ...(noindex ? [meta({ name: 'robots', content: 'noindex, nofollow' })] : []),
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Head tags as HTML, for the server's page. */
export function headTagsToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
        .join(' ');
      return `<${tag.tag} ${attrs}>`;
    })
    .join('\n    ');
}
