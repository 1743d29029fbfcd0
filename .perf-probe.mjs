// temp helper (perf investigation) — removed at the end
import { chromium } from 'playwright-core';
const [url, throttle = '4'] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(throttle) });
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
await page.addInitScript(() => {
  window.__lcp = []; window.__cls = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + '.' + String(e.element.className).slice(0, 40) : null, url: e.url?.slice(-40) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__cls.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s) => (s.node?.nodeName ?? '?') + '.' + String(s.node?.className ?? '').slice(0, 50) + ` ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`) }); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const out = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls, fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1), res: performance.getEntriesByType('resource').map((r) => `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.name.split('/').pop()}`) }));
console.log('FCP', out.fcp);
for (const e of out.lcp) console.log('LCP', JSON.stringify(e));
for (const e of out.cls) console.log('CLS', JSON.stringify(e));
if (process.env.RES) for (const r of out.res) console.log('  ', r);
await b.close();
