import type { AdminBackend } from '../port';
import { adminBackendOf } from '../shared/admin-operations';
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
  return adminBackendOf({
    photos: {
      ...bindOperations(ctx, { countPhotos, getPhotoPage, updatePhoto, setPhotoFeatured, setHeroPhoto, deletePhoto }),
      uploadPhoto: (input, onProgress) => withBackendErrors(() => uploadPhoto(ctx, uploadStepMs, input, onProgress)),
    },
    inquiries: {
      ...bindOperations(ctx, {
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
      }),
      // Live lists report their errors to onError themselves.
      subscribeNewInquiries: (onChange, onError) => subscribeNewInquiries(ctx, onChange, onError),
    },
    notifications: bindOperations(ctx, {
      getNotificationSettings,
      getAlertStatus,
      saveNotificationSettings,
      getPushSetup,
      listPushDevices,
      savePushDevice,
      renamePushDevice,
      removePushDevice,
      requestTestPush,
    }),
    reviews: {
      ...bindOperations(ctx, { createReviewLink, countReviews, getReviewPage, setReviewStatus, deleteReview, getReviewPhotos }),
      subscribeNewReviews: (onChange, onError) => subscribeNewReviews(ctx, onChange, onError),
    },
    jobs: bindOperations(ctx, { listJobs, getJob, getJobPhotos, createJob, updateJob, publishJob }),
    siteSettings: bindOperations(ctx, {
      getStoredSiteSettings,
      saveSiteSettings,
      listSiteSettingsVersions,
      restoreSiteSettings,
      getLaunchTicks,
      setLaunchTick,
    }),
    activities: {
      subscribeRecentActivities: (limit, onChange, onError) => subscribeRecentActivities(ctx, limit, onChange, onError),
    },
  });
}
