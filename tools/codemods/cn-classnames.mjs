#!/usr/bin/env node
/**
 * One-off codemod (kept to re-run after merges): className={`a b ${x ? 'c' : ''} d`} becomes
 * className={cn('a b', x ? 'c' : '', 'd')} with `import { cn } from '@/lib/cn'`. A template that glues an expression
 * to a class name (`w-${size}`) is left as it is: that is not a list of classes.
 *   node tools/codemods/cn-classnames.mjs [--check]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * @param {string} folder
 * @returns {Generator<string>}
 */
function* tsxFiles(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* tsxFiles(path);
    else if (name.endsWith('.tsx')) yield path;
  }
}

const quote = (/** @type {string} */ text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The cn(...) call for a template, or null when it glues expressions to text. */
/**
 * @param {ts.TemplateExpression} template
 * @param {ts.SourceFile} source
 */
function cnCall(template, source) {
  const args = [];
  const head = template.head.text;
  if (head !== '' && !/\s$/.test(head)) return null;
  if (head.trim()) args.push(quote(head.trim().replace(/\s+/g, ' ')));
  for (const span of template.templateSpans) {
    const text = span.literal.text;
    if (text !== '' && !/^\s/.test(text)) return null;
    const isTail = span.literal.kind === ts.SyntaxKind.TemplateTail;
    if (!isTail && text !== '' && !/\s$/.test(text)) return null;
    if (!isTail && text === '') return null; // two expressions glued together
    args.push(span.expression.getText(source));
    if (text.trim()) args.push(quote(text.trim().replace(/\s+/g, ' ')));
  }
  return `cn(${args.join(', ')})`;
}

const check = process.argv.includes('--check');
let files = 0;
let attributes = 0;
for (const file of tsxFiles(join(ROOT, 'src'))) {
  if (file.endsWith(join('lib', 'cn.ts'))) continue;
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  /** @type {{ start: number, end: number, call: string }[]} */
  const edits = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText(source) === 'className' &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression &&
      ts.isTemplateExpression(node.initializer.expression)
    ) {
      const call = cnCall(node.initializer.expression, source);
      if (call) edits.push({ start: node.initializer.expression.getStart(source), end: node.initializer.expression.getEnd(), call });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!edits.length) continue;
  files++;
  attributes += edits.length;
  if (check) continue;
  let next = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) next = next.slice(0, edit.start) + edit.call + next.slice(edit.end);
  if (!/import \{ cn \} from '@\/lib\/cn';/.test(next)) {
    const last = [...next.matchAll(/^import [\s\S]*?;\n/gm)].at(-1);
    const at = last ? last.index + last[0].length : 0;
    next = next.slice(0, at) + "import { cn } from '@/lib/cn';\n" + next.slice(at);
  }
  writeFileSync(file, next);
}
console.log(`${check ? 'would change' : 'changed'} ${attributes} class names in ${files} files`);
if (check && attributes) process.exitCode = 1;
