import { useContext } from 'react';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { breadcrumbJsonLd, breadcrumbsOf } from './breadcrumbs';
import { HeadSinkContext } from './head-sink';
import { JsonLd } from './JsonLd';
import { pageHeadTags, type PageHeadInput } from './page-head';
import { TitlePrefixContext } from './title-prefix';

/**
 * Title, description, canonical URL, Open Graph tags and robots directive for one page (page-head.ts), and its
 * place in the site as a BreadcrumbList (not for noindex pages). On the server the head goes to the HTML's <head>
 * (head-sink.ts); in the browser React 19 puts the tags in <head> itself (what react-helmet-async does on React 19
 * too), taking over the server's identical ones; public pages thus load no head library.
 */
export function Seo(props: PageHeadInput) {
  const sink = useContext(HeadSinkContext);
  // The tab's title only (a count of waiting items, in the admin); shared previews keep the plain title.
  const prefix = useContext(TitlePrefixContext);
  const { company } = useSiteSettings();
  const crumbs = props.noindex ? [] : breadcrumbsOf(props.path, props.title);
  const trail = crumbs.length > 0 ? <JsonLd data={breadcrumbJsonLd(crumbs)} /> : null;
  if (sink) {
    sink.set(props);
    return trail;
  }
  return (
    <>
      {pageHeadTags(props, company.name).map((tag) =>
        tag.tag === 'title' ? (
          <title key="title">{prefix + tag.text}</title>
        ) : tag.tag === 'meta' ? (
          <meta key={tag.attrs.name ?? tag.attrs.property} {...tag.attrs} />
        ) : (
          <link key={tag.attrs.rel} {...tag.attrs} />
        ),
      )}
      {trail}
    </>
  );
}
