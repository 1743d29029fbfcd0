/** How long after the load event the web font waits, so the page's chunk, data and pictures go first. */
const WEB_FONT_DELAY_MS = 1000;

/**
 * Loads the Pretendard stylesheet (src/styles/fonts.css) once the page has loaded, so neither the sheet
 * (it is mostly @font-face rules for the dynamic subsets) nor the font files hold back the first paint or
 * compete with the page's own scripts, data and pictures. Until then text shows in the metric-matched
 * 'Pretendard Fallback' (font-fallback.css), so the swap does not move the layout.
 */
export function loadWebFontsAfterLoad(): void {
  const load = () => {
    import('../styles/fonts.css').catch(() => {
      // Offline or blocked: the fallback font stays, which is fine.
    });
  };
  const later = () => setTimeout(load, WEB_FONT_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
