/**
 * The cycle check of `npm run lint` (dependency-cruiser): no import circle in src/, functions/ or the tests, type-only
 * imports included (ESLint's import-x/no-cycle skips those). A circle of types still ties two modules together: a
 * newcomer cannot read either first, and one type moved the wrong way makes it a runtime circle.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Break the circle: move what both modules need into a third one, or let one of them take it as an argument.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports (import type, export type) are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
