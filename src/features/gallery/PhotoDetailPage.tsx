import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { PageLoading } from '@/components/ui/PageLoading';
import { photoHref } from '@/config/routes';
import { sharePictureOf } from '@/domain/jobs';
import type { GalleryPhoto } from '@/domain/types';
import { LazyPhotoJobBelow } from './job/LazyPhotoJob';
import { usePhotoJob } from './job/use-photo-job';
import { photoNavState, readGalleryPosition, readGalleryWork, readPassedPhoto } from './nav-state';
import { photoCopy, photoMessages } from './photo-copy';
import { PhotoMessage } from './PhotoMessage';
import { PhotoView } from './PhotoView';
import { preloadImages } from './preload';
import { RelatedPhotos } from './RelatedPhotos';
import { useArrowKeys } from './use-arrow-keys';
import { usePhoto } from './use-photo';
import { LazyPhotoViewer } from './viewer/LazyPhotoViewer';

/** One gallery photo at /projects/gallery/:photoId (its photo page), with the photo's job (시공 현장) below it, when it has one. */
export default function PhotoDetailPage() {
  const { photoId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const gallery = readGalleryPosition(location.state);
  const work = readGalleryWork(location.state);
  const state = usePhoto(photoId, readPassedPhoto(location.state, photoId));
  const { newer, older, status } = state;
  const photoJob = usePhotoJob(state.photo?.id ?? null, state.photo?.jobId ?? null);
  // The full-screen view goes through the job's photos when the photo is one of them, else shows it alone.
  const [viewing, setViewing] = useState<{ photoId: string; index: number } | null>(null);
  const jobPhotos = photoJob?.photos ?? [];
  const viewerPhotos =
    state.photo && jobPhotos.some((other) => other.id === state.photo?.id) ? jobPhotos : state.photo ? [state.photo] : [];
  const openFullScreen = () => {
    const index = viewerPhotos.findIndex((other) => other.id === state.photo?.id);
    if (state.photo) setViewing({ photoId: state.photo.id, index: Math.max(0, index) });
  };

  // Moving between photos keeps the scroll position (ScrollToTop honours keepScroll).
  const go = useCallback(
    (target: GalleryPhoto | null) => {
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

  const path = photoHref(photoId ?? '');
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
          <Button variant="secondary" onClick={state.retry}>
            {photoCopy.retry}
          </Button>
        </PhotoMessage>
      );
    case 'shown':
      return state.photo ? (
        <>
          <PhotoView
            photo={state.photo}
            newer={newer}
            older={older}
            neighboursPending={state.neighboursPending}
            gallery={gallery}
            work={work}
            onGo={go}
            onOpenFullScreen={openFullScreen}
            sharePicture={sharePictureOf(state.photo, jobPhotos)}
            job={photoJob?.job ?? null}
          />
          {photoJob && (
            <LazyPhotoJobBelow job={photoJob.job} photos={photoJob.photos} currentId={state.photo.id} gallery={gallery} work={work} />
          )}
          <RelatedPhotos photo={state.photo} gallery={gallery} work={work} />
          {/* Open only over the photo it was opened on (moving to another photo page closes it). */}
          {viewing && viewing.photoId === state.photo.id && (
            <LazyPhotoViewer
              photos={viewerPhotos}
              index={viewing.index}
              onIndexChange={(index) => setViewing({ photoId: viewing.photoId, index })}
              onClose={() => setViewing(null)}
            />
          )}
        </>
      ) : null;
  }
}
