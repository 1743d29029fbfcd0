/**
 * Facts fixed when the site is built. `isDemoBuild`: the embedded demo backend is built in (no Firebase
 * configuration), so the pictures the site ships as sample data are only examples, and say so.
 */
export const isDemoBuild: boolean = __BACKEND_KIND__ === 'demo';
