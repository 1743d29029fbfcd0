// @vitest-environment node
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { STORED_INQUIRY_STATUSES } from '@/domain/stored-inquiry-status';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Inquiry statuses are English in code and Korean only as stored (docs/decisions/021-status-values-in-english-in-code.md):
 * a string that is exactly a stored status (신규, 확인중, 답변완료) appears only where the stored values and the labels
 * are written, so the Korean values cannot come back into code unmapped. Comments and longer texts that quote them
 * are not code values.
 */
const ALLOWED = new Set([
  // The stored values and their mapping.
  'src/domain/stored-inquiry-status.ts',
  // The labels staff read (the same words).
  'src/domain/categories.ts',
  // The demo's sample status change, written out as the activity log stores it.
  'src/backend/demo/seed/sample-activities.ts',
]);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'));
}

/** The string literals of a file's text that are exactly a stored inquiry status. */
function storedStatusesIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && (STORED_INQUIRY_STATUSES as readonly string[]).includes(node.text)) found.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('stored inquiry statuses in code', () => {
  it('appear only in the mapping module, the labels and the sample activity', () => {
    const files = [...filesUnder('src'), ...filesUnder('functions/src')];
    const misplaced = files.filter((file) => !ALLOWED.has(file) && storedStatusesIn(file).length > 0);
    expect(misplaced).toEqual([]);
  });

  it('finds a stored status written as a code value, not one quoted in a text or a comment', () => {
    expect(storedStatusesIn('probe.ts', "const status = '확인중'; // '신규'\nconst text = `'신규'에서 변경`;")).toEqual(['확인중']);
  });
});
