/** Output files (relative to dist/) that only the admin's chunk graph reaches. */
export function adminOnlyFiles(distDir: string): Set<string>;
