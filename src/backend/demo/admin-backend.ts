import type { AdminBackend } from '../port';
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

export function createAdminBackend(ctx: DemoSessionContext, uploadStepMs: number): AdminBackend {
  return {
    subscribeRecentActivities: (limit, onChange, onError) => subscribeRecentActivities(ctx, limit, onChange, onError),
    countImages: () => countImages(ctx),
    getImagePage: (query) => getImagePage(ctx, query),
    uploadImage: (input, onProgress) => uploadImage(ctx, uploadStepMs, input, onProgress),
    updateImage: (id, edit) => updateImage(ctx, id, edit),
    setImageFeatured: (id, isFeatured) => setImageFeatured(ctx, id, isFeatured),
    setHeroImage: (id) => setHeroImage(ctx, id),
    deleteImage: (id) => deleteImage(ctx, id),
    countInquiries: (status) => countInquiries(ctx, status),
    getInquiryPage: (query) => getInquiryPage(ctx, query),
    updateInquiryStatus: (id, status) => updateInquiryStatus(ctx, id, status),
    deleteInquiry: (id) => deleteInquiry(ctx, id),
  };
}
