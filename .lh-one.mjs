// temp helper (perf investigation) — removed at the end
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const [url, out] = process.argv.slice(2);
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
try {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = r.lhr;
  writeFileSync(out, JSON.stringify(lhr));
  const a = lhr.audits;
  console.log('perf', Math.round(lhr.categories.performance.score*100));
  for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index'])
    console.log(id, Math.round(a[id].numericValue), a[id].score);
  const el = a['largest-contentful-paint-element']?.details?.items;
  console.log('LCP element', JSON.stringify(el?.[0]?.items?.[0]?.node?.snippet ?? el?.[0]?.items?.[0]?.node?.selector), JSON.stringify(el?.[1]?.items ?? null));
  const ls = a['layout-shifts']?.details?.items ?? [];
  for (const s of ls) console.log('shift', s.score?.toFixed(4), s.node?.snippet?.slice(0,150), JSON.stringify(s.subItems?.items?.map(x=>x.cause ?? x.extra?.value)));
} finally { await chrome.kill(); }
