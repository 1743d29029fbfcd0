import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../ui/PageLoading';
import { ActionBar } from './ActionBar';
import { CompanyJsonLd } from './CompanyJsonLd';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

const MAIN_ID = 'main';

/**
 * Frame of every public page: skip link, sticky header, the page, footer, the phone's action bar (with the room it
 * needs below the footer), and the company's structured data.
 */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <CompanyJsonLd />
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
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
