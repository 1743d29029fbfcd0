import { useEffect, useRef } from 'react';
import { ProtectedImage } from '../../components/ui/ProtectedImage';
import { Seo } from '../../components/layout/Seo';
import { photoHref } from '../../config/routes';
import { photoCopy } from './photo-copy';
import type { ConstructionImage } from '../../domain/types';
import type { GalleryPosition } from './nav-state';
import { CategoryBadge } from './CategoryBadge';
import { PhotoDate } from './PhotoDate';
import { BackToGallery } from './BackToGallery';
import { PhotoArrow } from './PhotoArrow';
import { ui } from '../../components/ui/copy';

/** Display versions are at most 1920 px on the long side; the frame is 3:2 and the photo fits inside it. */
const PHOTO_WIDTH = 1920;
const PHOTO_HEIGHT = 1280;

interface PhotoViewProps {
  image: ConstructionImage;
  newer: ConstructionImage | null;
  older: ConstructionImage | null;
  neighboursPending: boolean;
  gallery: GalleryPosition | null;
  onGo: (target: ConstructionImage) => void;
}

/** Spec 2 "Photo detail": category, title, large photo with arrows, category and shooting date, description. */
export function PhotoView({ image, newer, older, neighboursPending, gallery, onGo }: PhotoViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const description = image.description?.trim();

  useEffect(() => {
    // At the first or last photo the arrow just used turns disabled and would drop keyboard focus: hand it over.
    if (neighboursPending) return;
    const active = document.activeElement;
    const frame = frameRef.current;
    if (!frame || !(active instanceof HTMLButtonElement) || !active.disabled || !frame.contains(active)) return;
    frame.querySelector<HTMLButtonElement>('button[data-side]:not(:disabled)')?.focus();
  }, [neighboursPending, newer, older]);

  return (
    <article className="container-page py-8 sm:py-12">
      <Seo title={image.title} description={description || photoCopy.seoDescription} path={photoHref(image.id)} image={image.imageUrl} />
      <BackToGallery gallery={gallery} />

      <header className="mt-4 sm:mt-6">
        <CategoryBadge category={image.category} />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl lg:text-4xl dark:text-white">{image.title}</h1>
      </header>

      <figure className="mt-6 sm:mt-8">
        <div ref={frameRef} className="relative overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-200 dark:bg-black/40 dark:ring-slate-800">
          <ProtectedImage
            src={image.imageUrl}
            alt={image.title}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            decoding="async"
            fetchPriority="high"
            className="aspect-3/2 max-h-[70vh] w-full object-contain"
          />
          <PhotoArrow side="left" label={photoCopy.previousPhoto} target={newer} pending={neighboursPending} onGo={onGo} />
          <PhotoArrow side="right" label={photoCopy.nextPhoto} target={older} pending={neighboursPending} onGo={onGo} />
        </div>
        {/* Moving with the arrows changes the photo without moving focus: say which photo is shown now. */}
        <p aria-live="polite" className="sr-only">
          {image.title}
        </p>
        <figcaption className="mt-3 hidden text-sm text-slate-600 [@media(hover:hover)]:block dark:text-slate-400">{photoCopy.keyboardHint}</figcaption>
      </figure>

      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:gap-8">
        <section aria-labelledby="photo-description" className="lg:col-span-2">
          <h2 id="photo-description" className="text-lg font-semibold text-slate-900 dark:text-white">
            {photoCopy.description}
          </h2>
          <p className={`mt-3 leading-relaxed whitespace-pre-line ${description ? 'text-slate-700 dark:text-slate-300' : 'text-slate-600 italic dark:text-slate-400'}`}>
            {description || ui.noDescription}
          </p>
        </section>
        <section aria-labelledby="photo-details" className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="photo-details" className="text-lg font-semibold text-slate-900 dark:text-white">
            {photoCopy.details}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">{photoCopy.category}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">{image.category}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">{photoCopy.shootingDate}</dt>
              <dd className="font-medium text-slate-900 dark:text-slate-100">
                <PhotoDate date={image.uploadedAt} />
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </article>
  );
}
