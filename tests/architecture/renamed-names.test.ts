import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { RENAMED } from '../../tools/eslint/renamed-names.js';

/**
 * `npm run lint` fails on an import of a name that decision 020 (one name per thing) renamed, and says the new one:
 * each case lints a one-line probe placed in src/ or tests/.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'renamed-names/no-renamed-import';

async function messages(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('the renamed names rule', () => {
  it('reports an import of an old name with its new one', async () => {
    expect(await messages('src/features/gallery/probe.ts', "import type { ConstructionImage } from '@/domain/types';")).toEqual([
      "'ConstructionImage' was renamed 'GalleryPhoto' (docs/decisions/020-one-name-per-thing.md).",
    ]);
    expect(
      await messages('tests/features/contact/probe.ts', "import { sendInquiry } from '@/features/contact/inquiry-service';"),
    ).toHaveLength(1);
  });

  it("reports the second pass's old names: the pages function's Work, the sample data's slugs", async () => {
    expect(await messages('functions/src/pages/probe.ts', "import type { Work } from './site-bundle.js';")).toEqual([
      "'Work' was renamed 'GalleryPhoto' (docs/decisions/020-one-name-per-thing.md).",
    ]);
    expect(await messages('tests/backend/probe.ts', "import { SAMPLE_WORK_SLUGS } from '@/backend/demo/seed/sample-photos';")).toHaveLength(
      1,
    );
  });

  it("reports the admin photos' old copy names", async () => {
    expect(await messages('src/features/admin-photos/probe.ts', "import { imageCardCopy } from './copy';")).toEqual([
      "'imageCardCopy' was renamed 'photoCardCopy' (docs/decisions/020-one-name-per-thing.md).",
    ]);
  });

  it('reports a re-export of an old name', async () => {
    expect(await messages('src/features/gallery/probe.ts', "export { readWorkFilter } from './work-type-filter';")).toHaveLength(1);
  });

  it('lets the new names through', async () => {
    expect(await messages('src/features/gallery/probe.ts', "import type { GalleryPhoto } from '@/domain/types';")).toEqual([]);
  });

  it('never renames a name to another old name', () => {
    expect(Object.keys(RENAMED).filter((old) => Object.values(RENAMED).includes(old))).toEqual([]);
  });
});
