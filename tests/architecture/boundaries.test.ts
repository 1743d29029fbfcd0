import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries (eslint.architecture.js) lint real code: each case lints a one-line file placed in src/
 * and expects the named rule to report it (or, for the allowed directions, to stay silent).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath });
  // Only the architecture's rules: a probe's import is unused by design, and its imports are in no set order.
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule !== '@typescript-eslint/no-unused-vars' && rule !== 'import-x/order');
}

const forbidden: Array<[string, string, string, string]> = [
  [
    'a public feature imports an admin feature',
    'src/features/gallery/probe.ts',
    "import { photoMessages } from '../admin-photos/copy';",
    'boundaries/dependencies',
  ],
  [
    'a public feature imports another public feature',
    'src/features/home/probe.ts',
    "import { galleryCopy } from '../gallery/copy';",
    'boundaries/dependencies',
  ],
  [
    'an admin feature imports another admin feature',
    'src/features/admin-photos/probe.ts',
    "import { inquiriesCopy } from '../admin-inquiries/copy';",
    'boundaries/dependencies',
  ],
  [
    'the photo upload imports a feature',
    'src/features/photo-upload/probe.ts',
    "import { photosPageCopy } from '../admin-photos/copy';",
    'boundaries/dependencies',
  ],
  [
    'a photo upload hook imports the backend registry, not its service module',
    'src/features/photo-upload/use-probe.ts',
    "import { adminBackend } from '../../backend/registry';",
    'no-restricted-imports',
  ],
  ['a feature imports the app', 'src/features/home/probe.ts', "import { publicPages } from '../../app/pages';", 'boundaries/dependencies'],
  [
    'a shared component imports a feature',
    'src/components/ui/probe.ts',
    "import { homeCopy } from '../../features/home/copy';",
    'boundaries/dependencies',
  ],
  ['a shared helper imports the app', 'src/lib/probe.ts', "import { AppRoutes } from '../app/AppRoutes';", 'boundaries/dependencies'],
  ['the backend imports UI code', 'src/backend/demo/probe.ts', "import { ui } from '../../components/ui/copy';", 'boundaries/dependencies'],
  [
    "the backend imports a feature's copy",
    'src/backend/firebase/probe.ts',
    "import { contactMessages } from '../../features/contact/copy';",
    'boundaries/dependencies',
  ],
  [
    'the backend imports a shared hook',
    'src/backend/probe.ts',
    "import { formatDateTime } from '../lib/format-date';",
    'boundaries/dependencies',
  ],
  [
    'the domain imports the backend',
    'src/domain/probe.ts',
    "import { publicBackend } from '../backend/registry';",
    'boundaries/dependencies',
  ],
  [
    'a feature picks an adapter itself',
    'src/features/gallery/probe.ts',
    "import { createDemoAdapter } from '../../backend/demo/adapter';",
    'boundaries/dependencies',
  ],
  ['UI code imports Firebase', 'src/features/contact/probe.ts', "import { getApp } from 'firebase/app';", 'no-restricted-imports'],
  ['UI code imports Dexie', 'src/components/ui/probe.ts', "import Dexie from 'dexie';", 'no-restricted-imports'],
  ['the demo adapter imports Firebase', 'src/backend/demo/probe.ts', "import { getApp } from 'firebase/app';", 'no-restricted-imports'],
  [
    'a feature hook imports the backend registry, not its service module',
    'src/features/gallery/use-probe.ts',
    "import { publicBackend } from '../../backend/registry';",
    'no-restricted-imports',
  ],
  [
    'a feature component imports the backend registry',
    'src/features/admin-inquiries/Probe.tsx',
    "import { adminBackend } from '../../backend/registry';",
    'no-restricted-imports',
  ],
  ['the Firebase adapter imports Dexie', 'src/backend/firebase/probe.ts', "import Dexie from 'dexie';", 'no-restricted-imports'],
  // The same rules through the '@/' alias (tools/eslint/src-alias-resolver.cjs).
  [
    'a public feature imports an admin feature through the alias',
    'src/features/gallery/probe.ts',
    "import { photoMessages } from '@/features/admin-photos/copy';",
    'boundaries/dependencies',
  ],
  [
    'a shared component imports a feature through the alias',
    'src/components/ui/probe.ts',
    "import { homeCopy } from '@/features/home/copy';",
    'boundaries/dependencies',
  ],
  [
    'a feature hook imports the backend registry through the alias',
    'src/features/gallery/use-probe.ts',
    "import { publicBackend } from '@/backend/registry';",
    'no-restricted-imports',
  ],
];

const allowed: Array<[string, string, string]> = [
  ['a feature imports its own files', 'src/features/gallery/probe.ts', "import { galleryCopy } from './copy';"],
  [
    'a feature imports shared code and port types',
    'src/features/gallery/probe.ts',
    "import { Button } from '@/components/ui/Button';\nimport type { PublicBackend } from '@/backend/port';\nimport { paths } from '@/config/routes';",
  ],
  [
    'a feature imports the photo upload both image screens use',
    'src/features/admin-jobs/probe.ts',
    "import { DropZone } from '@/features/photo-upload/DropZone';",
  ],
  [
    "a feature's service module imports the backend registry",
    'src/features/gallery/probe-service.ts',
    "import { publicBackend } from '../../backend/registry';",
  ],
  [
    'the app imports features',
    'src/app/probe.ts',
    "import HomePage from '../features/home/HomePage';\nimport PhotosPage from '../features/admin-photos/PhotosPage';",
  ],
  [
    'an adapter imports the domain and backend/shared',
    'src/backend/demo/probe.ts',
    "import { BackendError } from '../../domain/errors';\nimport { authMessages } from '../shared/messages';",
  ],
];

describe('import boundaries (ESLint)', () => {
  it.each(forbidden)('reports %s', async (_what, filePath, code, rule) => {
    expect(await ruleIds(filePath, code)).toContain(rule);
  });

  it.each(allowed)('allows %s', async (_what, filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });
});
