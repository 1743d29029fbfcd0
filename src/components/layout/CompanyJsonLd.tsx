import { Helmet } from 'react-helmet-async';
import { companyJsonLd } from './company-json-ld';

/** The company's structured data as a JSON-LD script (rendered by the public layout). */
export function CompanyJsonLd() {
  // "<" is escaped so that no text inside the data can close the script element.
  const json = JSON.stringify(companyJsonLd()).replace(/</g, '\\u003c');
  return (
    <Helmet>
      <script type="application/ld+json">{json}</script>
    </Helmet>
  );
}
