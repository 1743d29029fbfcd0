// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

/**
 * README.md is a map, not the manual (docs/decisions/019-the-readme-is-a-map.md): at most 150 lines, and it links
 * every page under docs/ so none is found only by chance. Decision records are reached through their index,
 * docs/decisions/README.md.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');

function markdownUnder(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) =>
      relative(ROOT, resolve(ROOT, dir, name))
        .split(sep)
        .join('/'),
    );
}

/** The repository paths README.md links to (relative links, anchors dropped). */
const linked = new Set(
  [...readme.matchAll(/\]\(((?!https?:|#)[^)#\s]+)/g)].map((match) => relative(ROOT, resolve(ROOT, match[1]!)).split(sep).join('/')),
);

describe('README.md', () => {
  it('has at most 150 lines', () => {
    // As `wc -l` counts them: the newlines of the file.
    expect(readme.match(/\n/g)!.length).toBeLessThanOrEqual(150);
  });

  it('links every page under docs/ (decision records through their index)', () => {
    const pages = markdownUnder('docs').filter((page) => !/^docs\/decisions\/\d{3}-/.test(page));
    expect(pages).toContain('docs/decisions/README.md');
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(linked, page).toContain(page);
  });

  it('links the Firebase scripts guide', () => {
    expect(linked).toContain('scripts/firebase/README.md');
  });

  it('the decision index lists every record', () => {
    const index = readFileSync(resolve(ROOT, 'docs/decisions/README.md'), 'utf8');
    for (const record of markdownUnder('docs/decisions').filter((page) => /\/\d{3}-/.test(page))) {
      expect(index, record).toContain(`](${record.slice('docs/decisions/'.length)})`);
    }
  });
});
