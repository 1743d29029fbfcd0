import { createContext } from 'react';

/**
 * Text put before every page title (Seo), e.g. "(3) " while three new inquiries wait in the admin. Empty by default:
 * public pages have no provider.
 */
export const TitlePrefixContext = createContext('');
