// Renders a contact sheet PNG of the generated images for visual review.
// Usage: node tools/demo-images/contact-sheet.mjs [out.png] [--full] [filter]
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBrowser } from './browser-session.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const out = args.find((a) => a.endsWith('.png')) ?? '/tmp/contact-sheet.png';
const full = args.includes('--full');
const filter = args.find((a) => !a.startsWith('--') && !a.endsWith('.png')) ?? '';

const dir = join(root, 'public/demo/works');
const names = (await readdir(dir))
  .filter((n) => n.endsWith(full ? '.webp' : '-thumb.webp') && !(full && n.includes('-thumb')) && n.includes(filter))
  .sort();
const cells = [];
for (const n of names) {
  const b64 = (await readFile(join(dir, n))).toString('base64');
  cells.push(`<figure><img src="data:image/webp;base64,${b64}"><figcaption>${n}</figcaption></figure>`);
}
const extra = full || filter ? [] : ['public/images/hero-default.webp', 'public/images/hero-default-mobile.webp', 'public/og-image.jpg'];
for (const rel of extra) {
  try {
    const b64 = (await readFile(join(root, rel))).toString('base64');
    cells.push(
      `<figure><img src="data:image/${rel.endsWith('jpg') ? 'jpeg' : 'webp'};base64,${b64}"><figcaption>${rel}</figcaption></figure>`,
    );
  } catch {
    /* not generated yet */
  }
}
const cols = full ? 1 : 4;
const html = `<!doctype html><meta charset="utf-8"><style>
body{margin:0;padding:12px;background:#1b1e23;font:12px sans-serif;color:#ccc;display:grid;grid-template-columns:repeat(${cols},1fr);gap:10px}
figure{margin:0}img{width:100%;display:block;border-radius:4px;object-fit:cover;aspect-ratio:3/2}figcaption{padding:3px 0}
</style>${cells.join('')}`;
const b = await openBrowser();
try {
  await b.page.setViewportSize({ width: full ? 1600 : 1400, height: 800 });
  await b.page.setContent(html);
  await b.page.screenshot({ path: out, fullPage: true });
  console.log(out);
} finally {
  await b.close();
}
