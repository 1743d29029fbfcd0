import type { AdminBackend } from '../port';
import { withBackendErrors } from '../shared/errors';
import type { BackendTiming } from '../shared/timing';
import { subscribeRecentActivities } from './admin-activities';
import { deleteImage, setHeroImage, setImageFeatured, updateImage } from './admin-images';
import { countInquiries, deleteInquiry, getInquiry, getInquiryPage, updateInquiryNote, updateInquiryStatus } from './admin-inquiries';
import { getInquiryPhotos } from './admin-inquiry-photos';
import { createJob, getJob, getJobPhotos, listJobs, publishJob, updateJob } from './admin-jobs';
import { getNotificationSettings, saveNotificationSettings } from './admin-notifications';
import { countReviews, createReviewLink, deleteReview, getReviewPage, getReviewPhotos, setReviewStatus } from './admin-reviews';
import { getAlertStatus } from './alert-status';
import { createAdminContext } from './context';
import { getResponseTimes, listWaitingInquiries, recordFirstContact } from './first-contact';
import { countImages, getImagePage } from './image-lists';
import { uploadImage } from './image-upload';
import { subscribeNewInquiries } from './new-inquiries';
import { subscribeNewReviews } from './new-reviews';
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
    subscribeRecentActivities: (count, onChange, onError) => subscribeRecentActivities(ctx, count, onChange, onError),
    countImages: (workType) => withBackendErrors(() => countImages(ctx.db, workType)),
    getImagePage: (request) => withBackendErrors(() => getImagePage(ctx.db, request)),
    uploadImage: (input, onProgress) => withBackendErrors(() => uploadImage(ctx, input, onProgress)),
    updateImage: (id, edit) => withBackendErrors(() => updateImage(ctx, id, edit)),
    setImageFeatured: (id, isFeatured) => withBackendErrors(() => setImageFeatured(ctx, id, isFeatured)),
    setHeroImage: (id) => withBackendErrors(() => setHeroImage(ctx, id)),
    deleteImage: (id) => withBackendErrors(() => deleteImage(ctx, id)),
    countInquiries: (filter) => withBackendErrors(() => countInquiries(ctx, filter)),
    getInquiryPage: (request) => withBackendErrors(() => getInquiryPage(ctx, request)),
    updateInquiryStatus: (id, status) => withBackendErrors(() => updateInquiryStatus(ctx, id, status)),
    deleteInquiry: (id) => withBackendErrors(() => deleteInquiry(ctx, id)),
    subscribeNewInquiries: (onChange, onError) => subscribeNewInquiries(ctx, onChange, onError),
    getInquiry: (id) => withBackendErrors(() => getInquiry(ctx, id)),
    updateInquiryNote: (id, note) => withBackendErrors(() => updateInquiryNote(ctx, id, note)),
    getInquiryPhotos: (inquiryId) => withBackendErrors(() => getInquiryPhotos(ctx, inquiryId)),
    recordFirstContact: (id) => withBackendErrors(() => recordFirstContact(ctx, id)),
    getResponseTimes: (since) => withBackendErrors(() => getResponseTimes(ctx, since)),
    listWaitingInquiries: () => withBackendErrors(() => listWaitingInquiries(ctx)),
    getNotificationSettings: () => withBackendErrors(() => getNotificationSettings(ctx)),
    getAlertStatus: () => withBackendErrors(() => getAlertStatus(ctx)),
    saveNotificationSettings: (settings) => withBackendErrors(() => saveNotificationSettings(ctx, settings)),
    getPushSetup: () => withBackendErrors(() => getPushSetup(ctx)),
    listPushDevices: () => withBackendErrors(() => listPushDevices(ctx)),
    savePushDevice: (input) => withBackendErrors(() => savePushDevice(ctx, input)),
    renamePushDevice: (id, name) => withBackendErrors(() => renamePushDevice(ctx, id, name)),
    removePushDevice: (id) => withBackendErrors(() => removePushDevice(ctx, id)),
    requestTestPush: (id) => withBackendErrors(() => requestTestPush(ctx, id)),
    // Customer reviews.
    createReviewLink: (request) => withBackendErrors(() => createReviewLink(ctx, request)),
    countReviews: (status) => withBackendErrors(() => countReviews(ctx, status)),
    getReviewPage: (request) => withBackendErrors(() => getReviewPage(ctx, request)),
    setReviewStatus: (id, status) => withBackendErrors(() => setReviewStatus(ctx, id, status)),
    deleteReview: (id) => withBackendErrors(() => deleteReview(ctx, id)),
    getReviewPhotos: (reviewId) => withBackendErrors(() => getReviewPhotos(ctx, reviewId)),
    subscribeNewReviews: (onChange, onError) => subscribeNewReviews(ctx, onChange, onError),
    listJobs: (count) => withBackendErrors(() => listJobs(ctx, count)),
    getJob: (id) => withBackendErrors(() => getJob(ctx, id)),
    getJobPhotos: (jobId) => withBackendErrors(() => getJobPhotos(ctx, jobId)),
    createJob: (input) => withBackendErrors(() => createJob(ctx, input)),
    updateJob: (id, input) => withBackendErrors(() => updateJob(ctx, id, input)),
    publishJob: (id, consentDate) => withBackendErrors(() => publishJob(ctx, id, consentDate)),
    // Site settings (사이트 설정) and the launch checklist's ticks.
    getStoredSiteSettings: () => withBackendErrors(() => getStoredSiteSettings(ctx)),
    saveSiteSettings: (save) => withBackendErrors(() => saveSiteSettings(ctx, save)),
    listSiteSettingsVersions: (limit) => withBackendErrors(() => listSiteSettingsVersions(ctx, limit)),
    restoreSiteSettings: (version, baseVersion) => withBackendErrors(() => restoreSiteSettings(ctx, version, baseVersion)),
    getLaunchTicks: () => withBackendErrors(() => getLaunchTicks(ctx)),
    setLaunchTick: (item, done) => withBackendErrors(() => setLaunchTick(ctx, item, done)),
  };
}
