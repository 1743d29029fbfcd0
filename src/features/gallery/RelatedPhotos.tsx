import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { GalleryPhoto, WorkType } from '@/domain/types';
import { GalleryCard } from './GalleryCard';
import type { GalleryPosition } from './nav-state';
import { photoCopy } from './photo-copy';
import { useRelatedPhotos } from './use-related-photos';

interface RelatedPhotosProps {
  photo: GalleryPhoto;
  /** Where the gallery was: the related photo's back link still returns there. */
  gallery: GalleryPosition | null;
  work: WorkType | null;
}

/** Up to three other photos of the same type under a photo, as gallery cards; nothing when there are none. */
export function RelatedPhotos({ photo, gallery, work }: RelatedPhotosProps) {
  const related = useRelatedPhotos(photo);
  if (!photo.workType || related.length === 0) return null;
  const label = WORK_TYPE_LABELS[photo.workType];
  return (
    <section aria-labelledby="related-images-heading" className="container-page pb-12 sm:pb-16">
      <h2 id="related-images-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
        {photoCopy.relatedHeading(label)}
      </h2>
      <ul aria-label={photoCopy.relatedListLabel(label)} className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {related.map((other) => (
          <GalleryCard key={other.id} photo={other} position={gallery} work={work} />
        ))}
      </ul>
    </section>
  );
}
