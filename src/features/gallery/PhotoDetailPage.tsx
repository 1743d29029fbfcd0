import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { PageLoading } from '../../components/ui/PageLoading';
import { photoHref } from '../../config/routes';
import { photoCopy } from './photo-copy';
import type { ConstructionImage } from '../../domain/types';
import { photoNavState, readGalleryPosition, readGalleryWork, readPassedPhoto } from './nav-state';
import { RelatedWorks } from './RelatedWorks';
import { preloadImages } from './preload';
import { usePhoto } from './use-photo';
import { PhotoMessage } from './PhotoMessage';
import { PhotoView } from './PhotoView';
import { useArrowKeys } from './use-arrow-keys';
import { photoMessages } from './copy';

/** Spec 2 "Photo detail" at /projects/gallery/:imageId. */
export default function PhotoDetailPage() {
  const { imageId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const gallery = readGalleryPosition(location.state);
  const work = readGalleryWork(location.state);
  const photo = usePhoto(imageId, readPassedPhoto(location.state, imageId));
  const { newer, older, status } = photo;

  // Moving between photos keeps the scroll position (ScrollToTop honours keepScroll).
  const go = useCallback(
    (target: ConstructionImage | null) => {
      if (target) navigate(photoHref(target.id), { state: photoNavState(target, gallery, true, work) });
    },
    [navigate, gallery, work],
  );
  useArrowKeys(
    () => go(newer),
    () => go(older),
  );

  // Fetch the neighbours' photos now so the arrows feel instant.
  const newerUrl = newer?.imageUrl;
  const olderUrl = older?.imageUrl;
  useEffect(() => {
    preloadImages([newerUrl, olderUrl]);
  }, [newerUrl, olderUrl]);

  const path = photoHref(imageId ?? '');
  switch (status) {
    case 'invalid':
      return <PhotoMessage title={photoMessages.invalidId} path={path} gallery={gallery} work={work} />;
    case 'loading':
      // Full height: the footer stays below the fold until the photo shows, so it does not jump.
      return <PageLoading fullScreen label={photoCopy.loading} />;
    case 'not-found':
      return <PhotoMessage title={photoMessages.notFound} body={photoMessages.missingInfo} path={path} gallery={gallery} work={work} />;
    case 'error':
      return (
        <PhotoMessage title={photoMessages.loadError} path={path} gallery={gallery} work={work}>
          <Button variant="secondary" onClick={photo.retry}>
            {photoCopy.retry}
          </Button>
        </PhotoMessage>
      );
    case 'shown':
      return photo.image ? (
        <>
          <PhotoView
            image={photo.image}
            newer={newer}
            older={older}
            neighboursPending={photo.neighboursPending}
            gallery={gallery}
            work={work}
            onGo={go}
          />
          <RelatedWorks image={photo.image} gallery={gallery} work={work} />
        </>
      ) : null;
  }
}
