import type { ReactNode } from 'react';
import { Seo } from '@/components/layout/Seo';
import type { WorkType } from '@/domain/types';
import { BackToGallery } from './BackToGallery';
import type { GalleryPosition } from './nav-state';

interface PhotoMessageProps {
  title: string;
  body?: string;
  path: string;
  gallery: GalleryPosition | null;
  work?: WorkType | null;
  children?: ReactNode;
}

/** The photo page's invalid-id, not-found and error states: the message as the page heading, and a way back. */
export function PhotoMessage({ title, body, path, gallery, work = null, children }: PhotoMessageProps) {
  return (
    <div className="container-page py-12 sm:py-16">
      <Seo title={title} description={body ?? title} path={path} noindex />
      <BackToGallery gallery={gallery} work={work} />
      <div
        role="alert"
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 px-6 py-14 text-center dark:border-slate-800 dark:bg-slate-900"
      >
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {body && <p className="mt-3 text-slate-600 dark:text-slate-300">{body}</p>}
        {children && <div className="mt-6 flex justify-center">{children}</div>}
      </div>
    </div>
  );
}
