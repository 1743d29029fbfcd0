// An import resolver (eslint-module-utils' interface 2, used by eslint-plugin-boundaries) that knows '@/x' is src/x
// (scripts/lib/src-alias.mjs), so the architecture rules see through the alias; everything else as Node resolves it.
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

const SRC = path.resolve(__dirname, '../../src');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.css', '/index.ts', '/index.tsx'];

exports.interfaceVersion = 2;

/**
 * @param {string} source the module path as written
 * @param {string} file the importing file
 * @returns {{ found: boolean, path?: string }}
 */
exports.resolve = function resolve(source, file) {
  const base = source.startsWith('@/')
    ? path.join(SRC, source.slice(2))
    : source.startsWith('.')
      ? path.resolve(path.dirname(file), source)
      : null;
  if (base === null) {
    try {
      return { found: true, path: require.resolve(source, { paths: [path.dirname(file)] }) };
    } catch {
      return { found: false };
    }
  }
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return { found: true, path: candidate };
  }
  return { found: false };
};
