import type { AdminBackend } from '../port';
import { adminBackendOf } from '../shared/admin-operations';
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
  return adminBackendOf({
    photos: {
      // The photo lists read with the database alone.
      ...bindOperations(ctx.db, { countPhotos, getPhotoPage }),
      ...bindOperations(ctx, { uploadPhoto, updatePhoto, setPhotoFeatured, setHeroPhoto, deletePhoto }),
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
      subscribeRecentActivities: (count, onChange, onError) => subscribeRecentActivities(ctx, count, onChange, onError),
    },
  });
}
