/** `page` of the route table → the module key of import.meta.glob in src/app (one level below src). */
export const pageModuleKey = (page: string): string => `../features/${page}.tsx`;
