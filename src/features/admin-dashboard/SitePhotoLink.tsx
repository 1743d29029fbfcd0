import { Link } from 'react-router-dom';
import { CameraIcon } from '@/components/ui/admin-icons';
import { ChevronRightIcon } from '@/components/ui/icons';
import { cameraUploadHref } from '@/config/routes';
import { dashboardCopy } from './copy';

/**
 * 현장 사진 올리기: the job done most on a building site, one tap to the camera (the upload opens with it), photos
 * filed under a job with their stages spread by shooting time. Large and near the top, on a phone's first screen.
 */
export function SitePhotoLink() {
  return (
    <Link
      to={cameraUploadHref}
      className="flex min-h-16 items-center gap-4 rounded-2xl bg-brand-500 px-4 py-3 text-slate-950 shadow-sm transition hover:bg-brand-400 sm:px-5"
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-slate-950/10">
        <CameraIcon width={24} height={24} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-bold">{dashboardCopy.quickSitePhoto}</span>
        <span className="block text-sm text-slate-900">{dashboardCopy.quickSitePhotoHint}</span>
      </span>
      <ChevronRightIcon width={20} height={20} />
    </Link>
  );
}
