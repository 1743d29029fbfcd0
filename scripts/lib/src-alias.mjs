import { fileURLToPath } from 'node:url';

/**
 * '@/x' is src/x: how code imports across src (tools/codemods/alias-imports.mjs), for every Vite and Vitest that
 * reads src (vite.config.ts, the vitest configs, the scripts' runnerImport calls). TypeScript: the tsconfigs' paths.
 */
export const srcAlias = { find: /^@\//, replacement: fileURLToPath(new URL('../../src/', import.meta.url)) };
