import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/AdminPageHeader';
import { Button } from '@/components/ui/Button';
import { Pagination } from '@/components/ui/Pagination';
import { CAMERA_UPLOAD_PARAM, JOB_UPLOAD_PARAM } from '@/config/routes';
import type { GalleryPhoto, Job } from '@/domain/types';
import { useAuth } from '@/lib/session/auth-context';
import { signedInAdmin, useRequireAdmin } from '@/lib/session/require-admin';
import { usePhotoActions } from './api/photo-actions';
import { useAdminPhotosPage } from './api/photo-list';
import { photosPageCopy } from './copy';
import { EditModal } from './EditModal';
import { PhotoCard } from './PhotoCard';
import { PhotoConfirmDialog, type PendingConfirmation } from './PhotoConfirmDialog';
import { PhotoGridSkeleton, PhotoListEmpty, PhotoListError, imageGridClass } from './PhotoListStates';
import { UploadModal } from './UploadModal';

/**
 * The site photo upload (현장 사진 올리기, ?upload=camera) and the panel of the job it filed photos under: the jobs
 * feature's views. A feature never imports another, so the app hands them in (src/app/admin/AdminApp.tsx).
 */
export interface JobUploadViews {
  Upload: ComponentType<{ initialJobId: string | null; onClose: () => void; onDone: (job: Job) => void }>;
  Uploaded: ComponentType<{ job: Job; onDismiss: () => void }>;
}

/** /jy-dev/images: the admin's photo management (list, upload, edit, delete, featured and background). */
export default function PhotosPage({ jobUpload: { Upload: JobUploadModal, Uploaded: JobUploadedPanel } }: { jobUpload: JobUploadViews }) {
  const list = useAdminPhotosPage();
  const actions = usePhotoActions();
  const requireAdmin = useRequireAdmin();
  const [uploadOpen, setUploadOpen] = useState(false);
  // #/jy-dev/images?upload=camera (the dashboard's 현장 사진 올리기, the jobs page's 사진 추가 with &job=ID) opens the
  // site photo upload, filed under a job, camera first; the parameters go when it closes.
  const [searchParams, setSearchParams] = useSearchParams();
  const auth = useAuth();
  const cameraRequested = searchParams.get(CAMERA_UPLOAD_PARAM.name) === CAMERA_UPLOAD_PARAM.value && signedInAdmin(auth) !== null;
  const requestedJob = searchParams.get(JOB_UPLOAD_PARAM);
  const closeUpload = () => {
    setUploadOpen(false);
    if (!cameraRequested) return;
    setSearchParams(
      (params) => {
        params.delete(CAMERA_UPLOAD_PARAM.name);
        params.delete(JOB_UPLOAD_PARAM);
        return params;
      },
      { replace: true },
    );
  };
  // The job 현장 사진 올리기 just filed photos under: its public page to look at and share.
  const [uploadedJob, setUploadedJob] = useState<Job | null>(null);
  const [editing, setEditing] = useState<GalleryPhoto | null>(null);
  const [confirming, setConfirming] = useState<PendingConfirmation | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const withBusy = async (photo: GalleryPhoto, action: () => Promise<void>) => {
    setBusyId(photo.id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  };

  const toggleFeatured = (photo: GalleryPhoto) =>
    withBusy(photo, async () => {
      await actions.toggleFeatured(photo);
    });

  const confirm = async () => {
    if (!confirming) return;
    const { kind, photo } = confirming;
    await withBusy(photo, async () => {
      if (kind === 'delete') await actions.remove(photo, () => list.afterRemoval(photo));
      else await actions.setHero(photo);
    });
    setConfirming(null);
  };

  const open = (next: () => void) => () => {
    if (requireAdmin()) next();
  };

  return (
    <>
      <AdminPageHeader
        title={photosPageCopy.title}
        description={photosPageCopy.intro}
        actions={
          <Button onClick={open(() => setUploadOpen(true))} className="w-full sm:w-auto">
            {photosPageCopy.uploadButton}
          </Button>
        }
      />

      {list.status === 'ready' && (
        <p className="-mt-2 mb-4 text-sm font-medium text-slate-600 dark:text-slate-300">{photosPageCopy.total(list.total ?? 0)}</p>
      )}

      {uploadedJob && <JobUploadedPanel key={uploadedJob.id} job={uploadedJob} onDismiss={() => setUploadedJob(null)} />}

      {list.status === 'loading' && <PhotoGridSkeleton />}
      {list.status === 'error' && <PhotoListError onRetry={list.reload} />}
      {list.status === 'ready' && list.items.length === 0 && !list.refreshing && <PhotoListEmpty />}
      {list.status === 'ready' && (list.items.length > 0 || list.refreshing) && (
        <div className="space-y-8">
          {list.items.length === 0 ? (
            // The last card of a page was deleted: its neighbours are on their way.
            <PhotoGridSkeleton />
          ) : (
            <ul aria-label={photosPageCopy.listLabel} aria-busy={list.refreshing || undefined} className={imageGridClass}>
              {list.items.map((photo) => (
                <li key={photo.id}>
                  <PhotoCard
                    photo={photo}
                    busy={busyId === photo.id}
                    onEdit={open(() => setEditing(photo))}
                    onDelete={open(() => setConfirming({ kind: 'delete', photo }))}
                    onToggleFeatured={() => void toggleFeatured(photo)}
                    onSetHero={open(() => setConfirming({ kind: 'hero', photo }))}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            label={photosPageCopy.paginationLabel}
            page={list.page}
            totalPages={list.totalPages}
            hasPrev={list.hasPrev}
            hasNext={list.hasNext}
            onPrev={list.prev}
            onNext={list.next}
            disabled={list.refreshing}
          />
        </div>
      )}

      {cameraRequested && (
        <JobUploadModal
          initialJobId={requestedJob}
          onClose={closeUpload}
          onDone={(job) => {
            setUploadedJob(job);
            closeUpload();
            list.first();
          }}
        />
      )}
      {uploadOpen && !cameraRequested && (
        <UploadModal
          onClose={closeUpload}
          onUploaded={(_images, complete) => {
            if (complete) closeUpload();
            list.first();
          }}
        />
      )}
      {editing && <EditModal photo={editing} onClose={() => setEditing(null)} onSave={(edit) => actions.update(editing, edit)} />}
      <PhotoConfirmDialog
        pending={confirming}
        busy={busyId !== null && busyId === confirming?.photo.id}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
