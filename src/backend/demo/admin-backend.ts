import type { AdminBackend } from '../port';
import { withBackendErrors } from '../shared/errors';
import { bindOperations } from '../shared/operations';
import { subscribeRecentActivities } from './admin-activities';
import {
  countInquiries,
  deleteInquiry,
  getInquiry,
  getInquiryPage,
  getInquiryPhotos,
  updateInquiryNote,
  updateInquiryStatus,
} from './admin-inquiries';
import { createJob, getJob, getJobPhotos, listJobs, publishJob, updateJob } from './admin-jobs';
import { getNotificationSettings, saveNotificationSettings } from './admin-notifications';
import { deletePhoto, setHeroPhoto, setPhotoFeatured, updatePhoto } from './admin-photos';
import { countReviews, createReviewLink, deleteReview, getReviewPage, getReviewPhotos, setReviewStatus } from './admin-reviews';
import { getAlertStatus } from './alert-status';
import type { DemoSessionContext } from './context';
import { getResponseTimes, listWaitingInquiries, recordFirstContact } from './first-contact';
import { subscribeNewInquiries } from './new-inquiries';
import { subscribeNewReviews } from './new-reviews';
import { countPhotos, getPhotoPage } from './photo-lists';
import { uploadPhoto } from './photo-upload';
import { getPushSetup, listPushDevices, removePushDevice, renamePushDevice, requestTestPush, savePushDevice } from './push-devices';
import {
  getLaunchTicks,
  getStoredSiteSettings,
  listSiteSettingsVersions,
  restoreSiteSettings,
  saveSiteSettings,
  setLaunchTick,
} from './site-settings';

/** The admin part; every failure is a BackendError (IndexedDB's own errors become code 'unknown'), through bindOperations. */
export function createAdminBackend(ctx: DemoSessionContext, uploadStepMs: number): AdminBackend {
  return {
    ...bindOperations(ctx, {
      // Gallery photos.
      countPhotos,
      getPhotoPage,
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
    uploadPhoto: (input, onProgress) => withBackendErrors(() => uploadPhoto(ctx, uploadStepMs, input, onProgress)),
    // Live lists: they report their errors to onError themselves.
    subscribeRecentActivities: (limit, onChange, onError) => subscribeRecentActivities(ctx, limit, onChange, onError),
    subscribeNewInquiries: (onChange, onError) => subscribeNewInquiries(ctx, onChange, onError),
    subscribeNewReviews: (onChange, onError) => subscribeNewReviews(ctx, onChange, onError),
  };
}
