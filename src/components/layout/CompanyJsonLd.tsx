import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { companyJsonLd } from './company-json-ld';
import { JsonLd } from './JsonLd';

/** The company's structured data (rendered by the public layout, so every public page carries it). */
export function CompanyJsonLd() {
  return <JsonLd data={companyJsonLd(useSiteSettings())} />;
}
