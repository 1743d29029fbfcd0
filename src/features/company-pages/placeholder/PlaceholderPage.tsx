import { Link } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths, routes } from '@/config/routes';
import { placeholderCopy, placeholderText, type PlaceholderKind } from './copy';

/** /privacy, /terms, /support: a heading and a note that the content is to be added. */
export default function PlaceholderPage({ kind }: { kind: PlaceholderKind }) {
  const page = { ...placeholderCopy[kind], title: routes[kind].label, path: routes[kind].path };
  return (
    <>
      <Seo title={page.title} description={page.description} path={page.path} />
      <div className="container-page flex min-h-[55vh] flex-col justify-center py-20">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 md:text-4xl dark:text-white">{page.title}</h1>
          <p className="mt-5 text-lg text-slate-800 dark:text-slate-200">{placeholderText.body}</p>
          <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{placeholderText.contactHint}</p>
          <Link
            to={paths.home}
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 hover:text-brand-800 dark:text-brand-400 dark:hover:text-brand-300"
          >
            {placeholderText.backHome}
            <ArrowRightIcon width={18} height={18} />
          </Link>
        </div>
      </div>
    </>
  );
}
