// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { DEFAULT_VITE_PORT } from '../../scripts/firebase/dev-emulators.mjs';

/**
 * The developer docs of the Firebase workflow (docs/firebase.md, the emulator part of docs/tests.md,
 * scripts/firebase/README.md)
 * against the code: references resolve, named commands, links and files exist, and the ports are firebase.json's.
 * Facts, not wording: the prose may change freely as long as what it names is real. Comments in src/ have the
 * same file-name check in tests/docs/comment-paths.test.ts.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const scriptsReadme = read('scripts/firebase/README.md');
const packageScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const emulators = (JSON.parse(read('firebase.json')) as { emulators: Record<string, { port?: number }> }).emulators;

/** The page that was README.md's section "Firebase: develop, test, deploy" (decision 019). */
const firebaseSection = read('docs/firebase.md');
const testsSection = read('docs/tests.md');
/** The text after the page's table: the emulator paragraph. */
const emulatorParagraph = testsSection.slice(testsSection.lastIndexOf('\n|') + 1).replace(/^[^\n]*\n/, '');
/** docs/'s parts about the Firebase workflow (other pages have other owners and checks). */
const docsFirebaseParts = `${emulatorParagraph}\n${firebaseSection}`;
const docs = { 'docs/firebase.md and docs/tests.md': docsFirebaseParts, 'scripts/firebase/README.md': scriptsReadme };
/** README.md and every page that was part of it, each of whose "see *X* below" names a heading of its own. */
const pagesWithSectionReferences = [
  'README.md',
  ...readdirSync(resolve(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'scripts/firebase/README.md',
];

describe('Firebase developer docs', () => {
  it('README and docs: every "see *X* below/above" names a heading of the same page (or its start)', () => {
    let count = 0;
    for (const page of pagesWithSectionReferences) {
      const text = read(page);
      const headings = [...text.matchAll(/^#{2,4} (.+)$/gm)].map((match) => match[1]!.trim());
      const references = [...text.matchAll(/[sS]ee \*([^*]+)\* (?:below|above)/g)].map((match) => match[1]!);
      count += references.length;
      for (const reference of references) {
        const found = headings.some((heading) => heading === reference || heading.startsWith(`${reference} (`));
        expect(found, `${page}: "see *${reference}*"`).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(0);
  });

  it('README and docs: every link to a section (page.md#section) names a heading of that page', () => {
    /** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
    const slug = (heading: string) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
    let count = 0;
    for (const page of pagesWithSectionReferences) {
      for (const [, target, anchor] of read(page).matchAll(/\]\(((?!https?:)[^)#\s]*)#([^)\s]+)\)/g)) {
        const file = target ? relative(ROOT, resolve(ROOT, dirname(page), target!)) : page;
        const anchors = [...read(file).matchAll(/^#{1,4} (.+)$/gm)].map((match) => slug(match[1]!));
        count += 1;
        expect(anchors, `${page}: ${target}#${anchor}`).toContain(anchor);
      }
    }
    expect(count).toBeGreaterThan(0);
  });

  it.each(Object.entries(docs))('%s: every `npm run NAME` is a package.json script', (_name, text) => {
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(Object.keys(packageScripts), `npm run ${name}`).toContain(name);
  });

  it.each(Object.entries(docs))('%s: every file of the repository it names exists', (_name, text) => {
    const paths = [...text.matchAll(/`((?:tests|scripts|src)\/[^`*{}\s]+)`/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(existsSync(resolve(ROOT, path)), path).toBe(true);
  });

  it('scripts/firebase/README.md documents every emulator and Firebase script of package.json', () => {
    const ours = Object.entries(packageScripts).filter(([, command]) => /scripts\/(firebase|emulators)\//.test(command));
    expect(ours.length).toBeGreaterThanOrEqual(7);
    for (const [name, command] of ours) {
      const file = /scripts\/[\w/.-]+\.mjs/.exec(command)![0];
      expect(scriptsReadme.includes(`npm run ${name}`) || scriptsReadme.includes(file), name).toBe(true);
    }
  });

  it("docs/firebase.md: the emulator ports are firebase.json's, and the tools it has you run exist", () => {
    for (const port of [emulators.auth?.port, emulators.firestore?.port, emulators.storage?.port, DEFAULT_VITE_PORT]) {
      expect(firebaseSection).toContain(String(port));
    }
    const dependencies = (JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }).devDependencies;
    if (firebaseSection.includes('npx firebase ')) expect(Object.keys(dependencies)).toContain('firebase-tools');
    // An env file it names is the template, one Vite loads (.env, .env.local, .env.[mode][.local]), or one the
    // scripts read.
    const viteLoads = /^\.env(?:\.local|\.(?:production|development|test)(?:\.local)?)?$/;
    const scriptsText = readdirSync(resolve(ROOT, 'scripts/firebase'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => read(resolve(entry.parentPath, entry.name)))
      .join('\n');
    const envFiles = [...firebaseSection.matchAll(/`(\.env(?:\.[\w-]+)?)`/g)].map((match) => match[1]!);
    expect(envFiles.length).toBeGreaterThan(0);
    for (const name of envFiles)
      expect(existsSync(resolve(ROOT, name)) || viteLoads.test(name) || scriptsText.includes(name), name).toBe(true);
  });

  it.each(Object.entries(docs))('%s: every relative link and every root file it names exists', (name, text) => {
    const links = [...text.matchAll(/\]\(((?!https?:|#)[^)#\s]+)/g)].map((match) => match[1]!);
    const rootFiles = [...text.matchAll(/`([\w-]+\.(?:rules|json))`/g)].map((match) => match[1]!);
    expect(links.length + rootFiles.length).toBeGreaterThan(0);
    // Links are relative to the document; root files to the repository.
    const base = resolve(ROOT, name === 'scripts/firebase/README.md' ? 'scripts/firebase' : 'docs');
    for (const path of links) expect(existsSync(resolve(base, path)), path).toBe(true);
    for (const path of rootFiles) expect(existsSync(resolve(ROOT, path)), path).toBe(true);
  });
});
