// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_VITE_PORT } from '../../scripts/firebase/dev-emulators.mjs';

/**
 * The developer docs of the Firebase workflow (README.md's Firebase and emulator parts, scripts/firebase/README.md)
 * against the code: references resolve, named commands, links and files exist, and the ports are firebase.json's.
 * Facts, not wording: the prose may change freely as long as what it names is real. Comments in src/ have the
 * same file-name check in tests/docs/comment-paths.test.ts.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const readme = read('README.md');
const scriptsReadme = read('scripts/firebase/README.md');
const packageScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const emulators = (JSON.parse(read('firebase.json')) as { emulators: Record<string, { port?: number }> }).emulators;

/** The text of a `## title` section, up to the next `## `. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`no section ${title}`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

const firebaseSection = section(readme, 'Firebase: develop, test, deploy');
const testsSection = section(readme, 'Tests: what runs where');
/** The text after the section's table: the emulator paragraph. */
const emulatorParagraph = testsSection.slice(testsSection.lastIndexOf('\n|') + 1).replace(/^[^\n]*\n/, '');
/** README.md's parts about the Firebase workflow (other sections have other owners and checks). */
const readmeFirebaseParts = `${emulatorParagraph}\n${firebaseSection}`;
const docs = { "README.md's Firebase and test sections": readmeFirebaseParts, 'scripts/firebase/README.md': scriptsReadme };

describe('Firebase developer docs', () => {
  it('README: every "see *X* below/above" names a heading that exists', () => {
    const headings = new Set([...readme.matchAll(/^#{2,4} (.+)$/gm)].map((match) => match[1]!.trim()));
    const references = [...readme.matchAll(/see \*([^*]+)\* (?:below|above)/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(headings, `"see *${reference}*"`).toContain(reference);
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

  it("README's Firebase section: the emulator ports are firebase.json's, and the tools it has you run exist", () => {
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
    const base = resolve(ROOT, name === 'scripts/firebase/README.md' ? 'scripts/firebase' : '.');
    for (const path of links) expect(existsSync(resolve(base, path)), path).toBe(true);
    for (const path of rootFiles) expect(existsSync(resolve(ROOT, path)), path).toBe(true);
  });
});
