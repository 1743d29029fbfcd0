import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { SiteSettings } from '@/domain/site-settings/types';
import { renderedSiteSettings } from '@/lib/site-settings/rendered-settings';
import { publicBackend, renderedDataIsCurrent } from '../backend/registry';
import { PAGE_DATA_ELEMENT_ID, parsePageData } from '../lib/page-data/page-data';
import { setRenderedDataCheck } from '../lib/page-data/rendered-data-check';
import { App } from './App';
import { bootModeOf, hashAddressOf, routeOfAddress } from './boot/address';
import { firstPageReady, warmStart } from './start-up';
import { loadWebFontsAfterLoad } from './web-fonts';
import '../styles/index.css';

/** Set on <html> by index.html's inline script when the server-rendered page is not the route the address names. */
const OTHER_ROUTE_CLASS = 'boot-other-route';
/**
 * Set on <html> as React takes over: index.html's inline script, which answered the page's controls until then
 * (docs/first-paint.md), leaves them to React's handlers, and taps again those it kept for the app (React hydrates
 * at once what a tap reaches).
 */
const APP_STARTED_ATTRIBUTE = 'data-app';
// A page whose HTML holds what a read would return now is not read again (the demo build's first visit).
setRenderedDataCheck(renderedDataIsCurrent);

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

/**
 * Takes over the page. A visitor may arrive at a clean URL (`/about`: the server-rendered page shows at once) or at
 * a hash URL (`/#/contact`, served the home page's HTML). The address becomes the app's hash address
 * (`/#/about`, without a reload); then, if the HTML shows that route, React hydrates it (same markup, same data:
 * no flash, no second render); otherwise React renders the route in place of the HTML, which the inline script
 * kept hidden. Whatever the address says when the app starts wins: a hash change made meanwhile is not lost.
 */
function start(element: HTMLElement, settings: SiteSettings) {
  const route = routeOfAddress(window.location);
  const { pathname, search, hash } = window.location;
  // A hash address stays as the visitor typed it (/#/ too); a clean path (or a path before a hash) becomes /#/...
  const hashAddress = hash.startsWith('#/') && pathname === '/' && search === '';
  if (!hashAddress && `${pathname}${search}${hash}` !== hashAddressOf(route))
    window.history.replaceState(window.history.state, '', hashAddressOf(route));
  // Shown from now on, whichever way: the address may have changed back to the HTML's route since the inline script ran.
  document.documentElement.classList.remove(OTHER_ROUTE_CLASS);
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');

  if (bootModeOf(route, element.dataset.route) === 'hydrate') {
    const pageData = parsePageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '');
    // A transition: React hydrates in small slices (the page is already on screen and stays responsive).
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <App settings={settings} hydrateAt={route} pageData={pageData} />
        </StrictMode>,
      );
    });
    return;
  }
  element.replaceChildren();
  const root = createRoot(element);
  // A transition: React renders in small slices, so the page stays responsive meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App settings={settings} />
      </StrictMode>,
    );
  });
}

// The first page's chunk (and the backend, when the page reads it at once) start loading now; a first render waits
// for the chunk (briefly at most), so the page shows at once instead of after a loading placeholder.
// (__WARM_START__ is false only in a benchmark build, npm run bench -- --compare-warm-start: it starts at once.)
// Hydration waits for the page's chunk however long it takes: the page is on screen already, and the tree React
// hydrates must be the one the server rendered (a page still loading would render a placeholder in its place).
const firstRoute = routeOfAddress(window.location);
const hydrating = bootModeOf(firstRoute, container.dataset.route) === 'hydrate';
const pageLoaded = __WARM_START__ ? warmStart(`#${firstRoute}`, hydrating) : Promise.resolve();
// Every page the server rendered carries the settings it shows; only the development server's index.html has none,
// and then they are read before the first render.
const rendered = renderedSiteSettings();
const settingsReady = rendered ? Promise.resolve(rendered) : publicBackend().then((backend) => backend.getSiteSettings());
void Promise.all([hydrating || !__WARM_START__ ? pageLoaded : firstPageReady(pageLoaded), settingsReady]).then(([, settings]) =>
  start(container, settings),
);

loadWebFontsAfterLoad();
