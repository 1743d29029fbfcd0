#!/usr/bin/env node
/**
 * One-off codemod (kept to re-run after merges): every module path that climbs two or more folders ('../../x')
 * and lands in src/ becomes '@/x' (the alias of vite.config.ts and tsconfig.app.json). Imports inside a feature
 * ('./', '../') stay relative. Skips glob patterns and the files functions/ compiles (they must stay alias-free).
 *   node tools/codemods/alias-imports.mjs [--check]
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const SHARED_WITH_FUNCTIONS = new Set(
  /** @type {string[]} */ (
    JSON.parse(readFileSync(join(ROOT, 'functions/tsconfig.shared.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')).files
  ).map((file) => resolve(ROOT, 'functions', file)),
);
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/**
 * @param {string} folder
 * @returns {Generator<string>}
 */
function* sourceFiles(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/**
 * @param {string} file
 * @param {string} specifier
 */
function aliasOf(file, specifier) {
  if (specifier.includes('*') || specifier.startsWith('!')) return null;
  const target = resolve(dirname(file), specifier);
  if (!target.startsWith(SRC + sep)) return null;
  if (!EXTENSIONS.some((extension) => existsSync(target + extension) && statSync(target + extension).isFile())) return null;
  return '@/' + relative(SRC, target).split(sep).join('/');
}

const check = process.argv.includes('--check');
let changedFiles = 0;
let changedImports = 0;
for (const folder of ['src', 'tests']) {
  for (const file of sourceFiles(join(ROOT, folder))) {
    if (SHARED_WITH_FUNCTIONS.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    let count = 0;
    const next = text.replace(
      /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\b(?:vi\.(?:mock|doMock|unmock|importActual)|importOriginal)\s*\(\s*)(['"])((?:\.\.\/){2,}[^'"]*)\2/g,
      (whole, lead, quote, specifier) => {
        const alias = aliasOf(file, specifier);
        if (!alias) return whole;
        count++;
        return `${lead}${quote}${alias}${quote}`;
      },
    );
    if (count) {
      changedFiles++;
      changedImports += count;
      if (!check) writeFileSync(file, next);
    }
  }
}
console.log(`${check ? 'would change' : 'changed'} ${changedImports} module paths in ${changedFiles} files`);
if (check && changedImports) process.exitCode = 1;
