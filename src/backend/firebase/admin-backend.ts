import type { AdminBackend } from '../port';
import { bindOperations } from '../shared/operations';
import type { BackendTiming } from '../shared/timing';
import { subscribeRecentActivities } from './admin-activities';
import { countInquiries, deleteInquiry, getInquiry, getInquiryPage, updateInquiryNote, updateInquiryStatus } from './admin-inquiries';
import { getInquiryPhotos } from './admin-inquiry-photos';
import { createJob, getJob, getJobPhotos, listJobs, publishJob, updateJob } from './admin-jobs';
import { getNotificationSettings, saveNotificationSettings } from './admin-notifications';
import { deletePhoto, setHeroPhoto, setPhotoFeatured, updatePhoto } from './admin-photos';
import { countReviews, createReviewLink, deleteReview, getReviewPage, getReviewPhotos, setReviewStatus } from './admin-reviews';
import { getAlertStatus } from './alert-status';
import { createAdminContext } from './context';
import { getResponseTimes, listWaitingInquiries, recordFirstContact } from './first-contact';
import { subscribeNewInquiries } from './new-inquiries';
import { subscribeNewReviews } from './new-reviews';
import { countPhotos, getPhotoPage } from './photo-lists';
import { uploadPhoto } from './photo-upload';
import { getPushSetup, listPushDevices, removePushDevice, renamePushDevice, requestTestPush, savePushDevice } from './push-devices';
import type { FirebaseSettings } from './settings';
import {
  getLaunchTicks,
  getStoredSiteSettings,
  listSiteSettingsVersions,
  restoreSiteSettings,
  saveSiteSettings,
  setLaunchTick,
} from './site-settings';
import type { StorageGateway } from './storage-gateway';

/**
 * The admin part; errors keep their codes.
 * `storage` replaces Cloud Storage (tests); otherwise firebase/storage is loaded on the first upload or delete.
 */
export function createAdminBackend(
  settings: FirebaseSettings,
  storage: StorageGateway | undefined,
  now: () => Date,
  timing: BackendTiming,
): AdminBackend {
  const ctx = createAdminContext(settings, storage, now, timing);
  return {
    ...bindOperations(ctx, {
      // Gallery photos.
      uploadPhoto,
      updatePhoto,
      setPhotoFeatured,
      setHeroPhoto,
      deletePhoto,
      // Inquiries, their first contact and response times.
      countInquiries,
      getInquiryPage,
      updateInquiryStatus,
      deleteInquiry,
      getInquiry,
      updateInquiryNote,
      getInquiryPhotos,
      recordFirstContact,
      getResponseTimes,
      listWaitingInquiries,
      // Notifications and this staff member's push devices.
      getNotificationSettings,
      getAlertStatus,
      saveNotificationSettings,
      getPushSetup,
      listPushDevices,
      savePushDevice,
      renamePushDevice,
      removePushDevice,
      requestTestPush,
      // Customer reviews.
      createReviewLink,
      countReviews,
      getReviewPage,
      setReviewStatus,
      deleteReview,
      getReviewPhotos,
      // Jobs (시공 현장).
      listJobs,
      getJob,
      getJobPhotos,
      createJob,
      updateJob,
      publishJob,
      // Site settings (사이트 설정) and the launch checklist's ticks.
      getStoredSiteSettings,
      saveSiteSettings,
      listSiteSettingsVersions,
      restoreSiteSettings,
      getLaunchTicks,
      setLaunchTick,
    }),
    // The image lists read with the database alone.
    ...bindOperations(ctx.db, { countPhotos: countPhotos, getPhotoPage: getPhotoPage }),
    // Live lists: they report their errors to onError themselves.
    subscribeRecentActivities: (count, onChange, onError) => subscribeRecentActivities(ctx, count, onChange, onError),
    subscribeNewInquiries: (onChange, onError) => subscribeNewInquiries(ctx, onChange, onError),
    subscribeNewReviews: (onChange, onError) => subscribeNewReviews(ctx, onChange, onError),
  };
}
