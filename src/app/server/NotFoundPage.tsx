import { Link } from 'react-router-dom';
import type { PageHeadInput } from '@/components/layout/page-head';
import { Logo } from '@/components/ui/Logo';
import { menuOf, paths } from '@/config/routes';
import { telHref } from '@/domain/phone-links';
import type { SiteSettings } from '@/domain/site-settings/types';
import { SiteSettingsProvider } from '@/lib/site-settings/SiteSettingsProvider';
import { notFoundCopy } from './copy';

/** The 404 page's head: its own title, kept out of search engines. */
export const notFoundHead: PageHeadInput = { title: notFoundCopy.title, description: notFoundCopy.body, path: '/404', noindex: true };

/**
 * The page Hosting (and the photo-page function) answers for an address that is no page: an unknown path, a deleted
 * photo, a link with a typo. Plain HTML that needs no JavaScript (the app is not loaded): the company, a short
 * explanation, the main pages and (`withPhone`) the phone number, in both themes.
 */
export function NotFoundPage({ settings, withPhone }: { settings: SiteSettings; withPhone: boolean }) {
  const { phone } = settings.company;
  return (
    <SiteSettingsProvider initial={settings}>
      <div className="flex min-h-screen flex-col">
        <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-ink-950">
          <div className="container-page flex h-16 items-center md:h-20">
            <Link to={paths.home} className="-ml-1 rounded-lg p-1">
              <Logo />
            </Link>
          </div>
        </header>
        <main id="main" className="container-page flex flex-1 flex-col justify-center py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-400">404</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-950 md:text-4xl dark:text-white">{notFoundCopy.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-800 dark:text-slate-200">{notFoundCopy.body}</p>
          <nav aria-label={notFoundCopy.linksLabel} className="mt-8">
            <ul className="flex flex-wrap gap-3">
              {menuOf('main').map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:text-slate-100 dark:hover:text-brand-300"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {withPhone && (
            <p className="mt-8 text-slate-700 dark:text-slate-300">
              {notFoundCopy.callHint}{' '}
              <a href={telHref(phone)} className="font-bold text-brand-700 underline underline-offset-4 dark:text-brand-400">
                {phone}
              </a>
            </p>
          )}
        </main>
      </div>
    </SiteSettingsProvider>
  );
}
