import { createContext } from 'react';
import type { PageHeadInput } from './page-head';

/**
 * Where a page's head goes when it is rendered on the server (src/app/server): Seo hands its input here instead of
 * rendering tags, and the server writes them into the HTML's <head>. Null in the browser.
 */
export interface HeadSink {
  set: (head: PageHeadInput) => void;
}

export const HeadSinkContext = createContext<HeadSink | null>(null);
