// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_VITE_PORT } from '../../scripts/firebase/dev-emulators.mjs';

/**
 * The developer docs of the Firebase workflow (README.md's Firebase and emulator parts, scripts/firebase/README.md)
 * against the code: references resolve, named commands and files exist, the ports are firebase.json's, and the
 * facts a developer needs before deploying or developing are there.
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

  it("README's Firebase section: the ports, that dev:emulators wipes and re-seeds, firebase login and .env.production", () => {
    for (const port of [emulators.auth?.port, emulators.firestore?.port, emulators.storage?.port, DEFAULT_VITE_PORT]) {
      expect(firebaseSection).toContain(String(port));
    }
    expect(firebaseSection).toMatch(/wipes the emulators and re-seeds/);
    expect(firebaseSection).toContain('npx firebase login');
    expect(firebaseSection).toContain('.env.production');
    expect(firebaseSection).toMatch(/uploads and file deletes do not work/);
    expect(firebaseSection).toContain('npm run admin:create -- ');
  });

  it('says what scripts/firebase/README.md covers, and it covers that', () => {
    expect(firebaseSection).toMatch(/\[`scripts\/firebase\/README\.md`\]\(scripts\/firebase\/README\.md\) has every script's options/);
    for (const heading of ['## Commands', '## Ports', '## Which emulators run where', '## Production set-up (once)', '## Data notes']) {
      expect(scriptsReadme).toContain(heading);
    }
    for (const topic of ['`.env.production`', 'App Check', 'TTL', 'firebase login']) expect(scriptsReadme).toContain(topic);
    // The rules and the headers are documented elsewhere, and both READMEs say where.
    expect(firebaseSection).toMatch(/security rules\s+are described at the top of `firestore\.rules` and `storage\.rules`/);
    expect(scriptsReadme).toMatch(/security rules are described by the\s+comments at the top of `firestore\.rules` and `storage\.rules`/);
  });
});
