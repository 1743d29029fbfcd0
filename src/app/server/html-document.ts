import { PAGE_DATA_ELEMENT_ID } from '@/lib/page-data/page-data';
import { SITE_SETTINGS_ELEMENT_ID } from '@/lib/site-settings/rendered-settings';
import type { RenderedPage } from './render-page';

/** Where the page's own head tags go in index.html: between these comments (the default tags sit there). */
const PAGE_HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const ROOT = '<div id="root"></div>';
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

/** The app's scripts in the built template (its entry and the modules it preloads). */
const APP_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
/** The app's entry script, as Vite writes it into the template. */
const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A whole HTML document for a rendered page, from the built index.html (`template`: the build's scripts and
 * styles, the inline theme script, the site-wide head tags). The page's head replaces the default one; its HTML
 * fills #root, which names the route it shows (data-route: the browser hydrates only that route); its data
 * and the site settings it was rendered with follow as JSON data blocks. The 404 page loads no app (it needs no JavaScript), only the styles.
 * A page that works without JavaScript needs no <noscript> note (which a crawler might take for its text).
 * The app is neither fetched nor run before the page has painted: index.html's inline script loads its entry
 * (named by meta[name=app-entry]) then, so the page paints from its HTML, CSS and pictures alone, with the whole
 * connection for them.
 */
export function toHtmlDocument(template: string, page: RenderedPage): string {
  if (!PAGE_HEAD.test(template) || !template.includes(ROOT)) {
    throw new Error('index.html must hold <!--page-head-->…<!--/page-head--> and <div id="root"></div>');
  }
  let html = template.replace(PAGE_HEAD, () => page.head).replace(NOSCRIPT, '');
  if (page.route === null) {
    return html.replace(APP_SCRIPTS, '').replace(ROOT, () => page.html);
  }
  const entry = APP_ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app entry');
  html = html.replace(APP_SCRIPTS, '').replace(
    '</head>',
    () => `  <meta name="app-entry" content="${entry}">
  </head>`,
  );
  const block = (id: string, json: string | null) => (json ? `\n    <script type="application/json" id="${id}">${json}</script>` : '');
  const blocks = block(PAGE_DATA_ELEMENT_ID, page.dataJson) + block(SITE_SETTINGS_ELEMENT_ID, page.settingsJson);
  html = html.replace(ROOT, () => `<div id="root" data-route="${escapeAttribute(page.route!)}">${page.html}</div>${blocks}`);
  return html;
}
