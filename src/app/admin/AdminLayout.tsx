import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { Seo } from '@/components/layout/Seo';
import { ADMIN_BASE } from '@/config/routes';
import { AdminMobileMenu } from './AdminMobileMenu';
import { SidebarContent } from './SidebarContent';

/** The protected admin shell: sidebar on wide screens, top bar and drawer on phones (its pages are noindex by the route table). */
export function AdminLayout() {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-ink-950 dark:text-slate-100">
      <Seo title={adminLayoutCopy.seoTitle} description={adminLayoutCopy.seoDescription} path={ADMIN_BASE} />
      {/* The router owns the URL hash, so the skip link moves focus itself. */}
      <a
        href="#admin-main"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-brand-500 px-4 py-3 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {adminLayoutCopy.skipToContent}
      </a>
      <AdminMobileMenu />
      <aside className="fixed inset-y-0 left-0 hidden w-64 overflow-y-auto border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <SidebarContent />
      </aside>
      <main id="admin-main" ref={mainRef} tabIndex={-1} className="min-w-0 focus:outline-none lg:pl-64">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
