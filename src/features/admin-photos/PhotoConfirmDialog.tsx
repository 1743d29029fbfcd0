import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { GalleryPhoto } from '@/domain/types';
import { photoActionCopy } from './copy';

export interface PendingConfirmation {
  kind: 'delete' | 'hero';
  photo: GalleryPhoto;
}

interface PhotoConfirmDialogProps {
  pending: PendingConfirmation | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Deleting asks first and says it cannot be undone (red button); setting the background asks first and
 * names the photo's title.
 */
export function PhotoConfirmDialog({ pending, busy, onConfirm, onCancel }: PhotoConfirmDialogProps) {
  const isDelete = pending?.kind === 'delete';
  const title = pending?.photo.title ?? '';
  return (
    <ConfirmDialog
      open={pending !== null}
      danger={isDelete}
      title={isDelete ? photoActionCopy.deleteTitle : photoActionCopy.heroTitle}
      message={pending ? (isDelete ? photoActionCopy.deleteMessage(title) : photoActionCopy.heroMessage(title)) : ''}
      confirmLabel={isDelete ? photoActionCopy.deleteConfirm : photoActionCopy.heroConfirm}
      cancelLabel={photoActionCopy.cancel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
