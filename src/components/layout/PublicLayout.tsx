import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { navigationShown, usePendingPage } from '@/lib/navigation/pending-page';
import { PageLoading } from '../ui/PageLoading';
import { ActionBar } from './ActionBar';
import { CompanyJsonLd } from './CompanyJsonLd';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageProgress } from './PageProgress';
import { SkipLink } from './SkipLink';

const MAIN_ID = 'main';

/**
 * Frame of every public page: skip link, sticky header, the page, footer, the phone's action bar (with the room it
 * needs below the footer), and the company's structured data. While the next page's code loads after a tap (the
 * current page stays meanwhile), a bar at the top and a busy main say that it is on its way.
 */
export function PublicLayout() {
  const pending = usePendingPage();
  const { key } = useLocation();
  // A page shown ends any wait: the one that came, or another the visitor went to instead.
  useEffect(() => navigationShown(), [key]);
  return (
    <div className="flex min-h-screen flex-col">
      {pending !== null && <PageProgress />}
      <CompanyJsonLd />
      <SkipLink targetId={MAIN_ID} />
      <Header pendingPath={pending} />
      <main id={MAIN_ID} tabIndex={-1} aria-busy={pending !== null ? true : undefined} className="flex-1 focus:outline-none">
        {/* A full-height placeholder while the page's chunk loads: the footer stays below the fold, so it does not jump. */}
        <Suspense fallback={<PageLoading fullScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ActionBar />
    </div>
  );
}
