import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageData } from './page-data';

const PageDataContext = createContext<PageData | null>(null);

/**
 * Hands the server-rendered page's data (PageData) to the page's hooks for the app's first location only: the
 * first render then shows what the HTML shows (hydration), and every later page reads the backend as usual.
 * The hooks still read the backend after that first render, and show the fresh result.
 */
export function PageDataProvider({ data, children }: { data: PageData | null; children: ReactNode }) {
  const location = useLocation();
  const [first] = useState(() => ({ key: location.key, pathname: location.pathname, search: location.search }));
  const here = location.key === first.key && location.pathname === first.pathname && location.search === first.search;
  return <PageDataContext.Provider value={here ? data : null}>{children}</PageDataContext.Provider>;
}

/** The server-rendered page's data while the app is still at the location it was rendered for; else null. */
export function usePageData(): PageData | null {
  return useContext(PageDataContext);
}
