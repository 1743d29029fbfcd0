import { Helmet } from 'react-helmet-async';

/** Keeps the page out of search engines (routes flagged noindex in the route table, and admin-only screens). */
export function NoIndex() {
  return (
    <Helmet>
      <meta name="robots" content="noindex, nofollow" />
    </Helmet>
  );
}
