import type { SiteSettings } from '@/domain/site-settings/types';
import { companyJsonLd } from './company-json-ld';
import { JsonLd } from './JsonLd';

/** The company's structured data built from the settings (the server's render; the browser's when it has none). */
export default function BuiltCompanyJsonLd({ settings }: { settings: SiteSettings }) {
  return <JsonLd data={companyJsonLd(settings)} />;
}
