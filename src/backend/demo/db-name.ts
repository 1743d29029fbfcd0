/** The demo backend's IndexedDB database in a visitor's browser (tests open others, under names of their own). */
export const DEFAULT_DEMO_DB_NAME = 'jy-demo';
