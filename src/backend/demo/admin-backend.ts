import type { AdminBackend } from '../port';
import { withBackendErrors } from '../shared/errors';
import { subscribeRecentActivities } from './admin-activities';
import { deleteImage, setHeroImage, setImageFeatured, updateImage } from './admin-images';
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
import { countReviews, createReviewLink, deleteReview, getReviewPage, getReviewPhotos, setReviewStatus } from './admin-reviews';
import { getAlertStatus } from './alert-status';
import type { DemoSessionContext } from './context';
import { getResponseTimes, listWaitingInquiries, recordFirstContact } from './first-contact';
import { countImages, getImagePage } from './image-lists';
import { uploadImage } from './image-upload';
import { subscribeNewInquiries } from './new-inquiries';
import { subscribeNewReviews } from './new-reviews';
import { getPushSetup, listPushDevices, removePushDevice, renamePushDevice, requestTestPush, savePushDevice } from './push-devices';
import {
  getLaunchTicks,
  getStoredSiteSettings,
  listSiteSettingsVersions,
  restoreSiteSettings,
  saveSiteSettings,
  setLaunchTick,
} from './site-settings';

/** The admin part; every failure is a BackendError (IndexedDB's own errors become code 'unknown'). */
export function createAdminBackend(ctx: DemoSessionContext, uploadStepMs: number): AdminBackend {
  return {
    subscribeRecentActivities: (limit, onChange, onError) => subscribeRecentActivities(ctx, limit, onChange, onError),
    countImages: (workType) => withBackendErrors(() => countImages(ctx, workType)),
    getImagePage: (query) => withBackendErrors(() => getImagePage(ctx, query)),
    uploadImage: (input, onProgress) => withBackendErrors(() => uploadImage(ctx, uploadStepMs, input, onProgress)),
    updateImage: (id, edit) => withBackendErrors(() => updateImage(ctx, id, edit)),
    setImageFeatured: (id, isFeatured) => withBackendErrors(() => setImageFeatured(ctx, id, isFeatured)),
    setHeroImage: (id) => withBackendErrors(() => setHeroImage(ctx, id)),
    deleteImage: (id) => withBackendErrors(() => deleteImage(ctx, id)),
    countInquiries: (filter) => withBackendErrors(() => countInquiries(ctx, filter)),
    getInquiryPage: (query) => withBackendErrors(() => getInquiryPage(ctx, query)),
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
    getReviewPage: (query) => withBackendErrors(() => getReviewPage(ctx, query)),
    setReviewStatus: (id, status) => withBackendErrors(() => setReviewStatus(ctx, id, status)),
    deleteReview: (id) => withBackendErrors(() => deleteReview(ctx, id)),
    getReviewPhotos: (reviewId) => withBackendErrors(() => getReviewPhotos(ctx, reviewId)),
    subscribeNewReviews: (onChange, onError) => subscribeNewReviews(ctx, onChange, onError),
    listJobs: (limit) => withBackendErrors(() => listJobs(ctx, limit)),
    getJob: (id) => withBackendErrors(() => getJob(ctx, id)),
    getJobPhotos: (jobId) => withBackendErrors(() => getJobPhotos(ctx, jobId)),
    createJob: (input) => withBackendErrors(() => createJob(ctx, input)),
    updateJob: (id, input) => withBackendErrors(() => updateJob(ctx, id, input)),
    publishJob: (id, consentDate) => withBackendErrors(() => publishJob(ctx, id, consentDate)),
    getStoredSiteSettings: () => withBackendErrors(() => getStoredSiteSettings(ctx)),
    saveSiteSettings: (save) => withBackendErrors(() => saveSiteSettings(ctx, save)),
    listSiteSettingsVersions: (limit) => withBackendErrors(() => listSiteSettingsVersions(ctx, limit)),
    restoreSiteSettings: (version, baseVersion) => withBackendErrors(() => restoreSiteSettings(ctx, version, baseVersion)),
    getLaunchTicks: () => withBackendErrors(() => getLaunchTicks(ctx)),
    setLaunchTick: (item, done) => withBackendErrors(() => setLaunchTick(ctx, item, done)),
  };
}
