import { lazy, Suspense } from 'react';
import type { SiteSettings } from '@/domain/site-settings/types';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';

/** How the company's JSON-LD begins (companyJsonLd's first keys): the browser finds the server's element by it. */
const COMPANY_JSON_START = '{"@context":"https://schema.org","@type":"HomeAndConstructionBusiness"';

/** The code that builds the company's structured data: only for a page the browser renders without the server's. */
const BuiltCompanyJsonLd = lazy(() => import('./BuiltCompanyJsonLd'));

/** The company's JSON-LD the page's HTML came with, and the settings it was built from (the page's, read first). */
let shipped: { settings: SiteSettings; json: string } | null | undefined;

function shippedJson(settings: SiteSettings): string | null {
  if (typeof document === 'undefined') return null;
  if (shipped === undefined) {
    const json = [...document.querySelectorAll('#root script[type="application/ld+json"]')]
      .map((element) => element.textContent ?? '')
      .find((text) => text.startsWith(COMPANY_JSON_START));
    shipped = json ? { settings, json } : null;
  }
  return shipped?.settings === settings ? shipped.json : null;
}

/**
 * The company's structured data (rendered by the public layout, so every public page carries it). The server builds
 * it into the page's HTML; the browser keeps that text as it is while the settings are the ones the page was rendered
 * with, so the first load carries none of the code that builds it. Newer settings, or a page the browser renders
 * itself, build it afresh (a small chunk).
 */
export function CompanyJsonLd() {
  const settings = useSiteSettings();
  const json = shippedJson(settings);
  return (
    <Suspense fallback={null}>
      {json !== null ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ) : (
        <BuiltCompanyJsonLd settings={settings} />
      )}
    </Suspense>
  );
}
