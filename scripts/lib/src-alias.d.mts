/** See src-alias.mjs. */
export declare const srcAlias: { find: RegExp; replacement: string };
