// @vitest-environment node
import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

/**
 * Comments in src/, functions/src and scripts/ that name a file of the repository (`backend/shared/timing.ts`,
 * `faults.ts`, `tests/config/env-schema.test.ts`) name one that exists, so a reader who follows them arrives
 * somewhere; a file renamed or removed fails here until its mentions follow. The Firebase docs (docs/firebase.md,
 * docs/tests.md, scripts/firebase/README.md) have the same check in tests/scripts/firebase-docs.test.ts.
 *
 * A comment may name a file from the repository root, from src/, or by its tail (`gallery/photo-copy.ts`,
 * `faults.ts`): it resolves when some file of the repository ends with that tail.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const NOT_SOURCE = new Set(['node_modules', 'dist', '.git', 'coverage', '.bench']);

/**
 * Files comments name that are not in the repository, each for a reason: NAVER's map script, and what the build
 * writes into dist/.server/ for the sitePages function.
 */
const OUTSIDE_THE_REPOSITORY = new Set(['maps.js', 'template.html', 'page-render.mjs']);

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_SOURCE.has(entry.name) || (entry.name === 'lib' && dir.endsWith(`${sep}functions`))) continue;
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, out);
    else out.push(relative(ROOT, path).split(sep).join('/'));
  }
  return out;
}

/** Every comment of a TypeScript source, found by TypeScript's parser (so no string or regex is taken for one). */
function commentsOf(source: string, jsx: boolean, javaScript = false): string[] {
  const kind = javaScript ? ts.ScriptKind.JS : jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(javaScript ? 'x.mjs' : jsx ? 'x.tsx' : 'x.ts', source, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, source.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(source, node.getEnd()));
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return [...found.values()];
}

/** A file name with a known extension, optionally after folders; not a glob (`*Page.tsx`), a URL or a package path. */
const FILE_NAME = /(?<![\w./@*:{}-])((?:\.{1,2}\/)*[\w.-]+(?:\/[\w.-]+)*\.(?:tsx?|mjs|cjs|js|json|md|rules|css|html))(?![\w/-])/g;

/** The file names `text` mentions that no file of the repository answers to. */
export function missingFileNames(text: string, repositoryFiles: readonly string[]): string[] {
  return [...text.matchAll(FILE_NAME)]
    .map((match) => match[1]!.replace(/^(\.{1,2}\/)+/, ''))
    .filter((name) => !OUTSIDE_THE_REPOSITORY.has(name) && !name.startsWith('dist/'))
    .filter((name) => !repositoryFiles.some((file) => file === name || file.endsWith(`/${name}`)));
}

/** A citation of a document a reader of the repository cannot open: "spec 2", "issue 14", "Spec #3". */
const OUTSIDE_DOCUMENT = /\b(spec|issue)\s*#?\d+/i;

const repositoryFiles = filesUnder(ROOT);
const sources = repositoryFiles.filter((file) => /^(src|functions\/src)\/.+\.tsx?$/.test(file));
/** The scripts (build, test, bench, emulator and deploy), TypeScript and plain JavaScript alike. */
const scriptSources = repositoryFiles.filter((file) => /^scripts\/.+\.(ts|mjs|js)$/.test(file));
/**
 * What scripts' comments may name that is no file of the repository: what they write (.bench/ results, the build's
 * pages, firebase.deploy.json, test reports), files inside installed packages and built functions (lib/...), and
 * "Node.js", which is a name, not a file.
 */
const WRITTEN_OR_INSTALLED =
  /^(\.bench\/|\.server\/|lib\/|conf\/|--outputFile|Node\.js$|index\.js$|site-bundle\/entry\.js$|firebase\.deploy\.json$|(404|about|NAME)\.html$|X(-functions)?\.json$)/;

describe('file names in source comments', () => {
  it('finds the file names comments mention, and misses a name that is not there', () => {
    const comments = commentsOf("const glob = '../*Page.tsx'; // see backend/shared/timing.ts and copy/errors.ts\n", false);
    expect(comments).toHaveLength(1);
    expect(missingFileNames(comments[0]!, repositoryFiles)).toEqual(['copy/errors.ts']);
    expect(missingFileNames('/* faults.ts, ./src/config/site.ts, https://example.com/maps.js, `*Page.tsx` */', repositoryFiles)).toEqual(
      [],
    );
  });

  it('every file a comment in src/ or functions/src names exists', () => {
    expect(sources.length).toBeGreaterThan(100);
    const stale: string[] = [];
    let named = 0;
    for (const file of sources) {
      for (const comment of commentsOf(readFileSync(resolve(ROOT, file), 'utf8'), file.endsWith('.tsx'))) {
        named += [...comment.matchAll(FILE_NAME)].length;
        stale.push(...missingFileNames(comment, repositoryFiles).map((name) => `${file}: ${name}`));
      }
    }
    expect(named).toBeGreaterThan(100);
    expect(stale).toEqual([]);
  });

  it('every file a comment in scripts/ names exists', () => {
    expect(scriptSources.length).toBeGreaterThan(50);
    const stale = scriptSources.flatMap((file) =>
      commentsOf(readFileSync(resolve(ROOT, file), 'utf8'), false, !file.endsWith('.ts')).flatMap((comment) =>
        missingFileNames(comment, repositoryFiles)
          .filter((name) => !WRITTEN_OR_INSTALLED.test(name))
          .map((name) => `${file}: ${name}`),
      ),
    );
    expect(stale).toEqual([]);
  });

  it('no comment in src/ or functions/src cites a spec or issue number (documents outside the repository)', () => {
    expect(OUTSIDE_DOCUMENT.test('// Spec 2 "Photo detail"')).toBe(true);
    expect(OUTSIDE_DOCUMENT.test('// the spec says "보내기"; issue tracker aside')).toBe(false);
    const citing = sources.flatMap((file) =>
      commentsOf(readFileSync(resolve(ROOT, file), 'utf8'), file.endsWith('.tsx'))
        .filter((comment) => OUTSIDE_DOCUMENT.test(comment))
        .map((comment) => `${file}: ${comment.slice(0, 80)}`),
    );
    expect(citing).toEqual([]);
  });
});
