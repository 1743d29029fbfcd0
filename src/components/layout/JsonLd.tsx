/**
 * Structured data for search engines as a JSON-LD block in the page (in the server's HTML as in the browser's).
 * "<" is escaped so that no text inside the data can close the element; a data block is never run, so the
 * Content-Security-Policy does not apply to it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
