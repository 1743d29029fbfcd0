import type { AdminBackend } from '../port';
import { withBackendErrors } from '../shared/errors';
import {
  deleteImage,
  setHeroImage,
  setImageFeatured,
  updateImage,
} from './admin-images';
import { countInquiries, deleteInquiry, getInquiryPage, updateInquiryStatus } from './admin-inquiries';
import { subscribeRecentActivities } from './admin-activities';
import type { DemoSessionContext } from './context';
import { countImages, getImagePage } from './image-lists';
import { uploadImage } from './image-upload';

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
    countInquiries: (status) => withBackendErrors(() => countInquiries(ctx, status)),
    getInquiryPage: (query) => withBackendErrors(() => getInquiryPage(ctx, query)),
    updateInquiryStatus: (id, status) => withBackendErrors(() => updateInquiryStatus(ctx, id, status)),
    deleteInquiry: (id) => withBackendErrors(() => deleteInquiry(ctx, id)),
  };
}
