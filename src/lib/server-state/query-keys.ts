/**
 * The admin's server state: the roots of its keys (TanStack Query), and the keys read by more than one feature (or by
 * the app and lib). A feature's own keys live in its api/ folder beside their fetcher and hook, built on these roots
 * (admin-photos/api/photo-list.ts: `[...queryKeys.photos, 'list']`). The roots stay here, not in the feature that owns
 * them, because a feature never imports another (eslint.architecture.js) while uploads invalidate photos and jobs,
 * the dashboard reads inquiries, and the app's live providers invalidate inquiries and reviews.
 * Keys nest: invalidating `photos` reaches every photo list and the photo count. The values are the keys as they
 * were before the rename to photos (`['images']`).
 */
export const queryKeys = {
  /** Gallery photos: every list of the admin's photo screen and their count. */
  photos: ['images'],
  inquiries: ['inquiries'],
  inquiryLists: ['inquiries', 'list'],
  /** One inquiry read by id (a detail opened from a link, not from the page on screen). */
  inquiry: (id: string) => ['inquiries', 'one', id],
  /** The inquiries still waiting for a first contact (the dashboard's, which a first contact changes). */
  waitingInquiries: ['inquiries', 'waiting'],
  notificationSettings: ['settings', 'notifications'],
  /** Jobs (시공 현장): the list, and one job's photos (gallery and drafts). */
  jobs: ['jobs'],
  /** Customer reviews: every list and count, and one review's photos. */
  reviews: ['reviews'],
  /** The site settings as the admin edits them (with their private part and version), and their saved versions. */
  siteSettings: ['siteSettings'],
  storedSiteSettings: ['siteSettings', 'stored'],
} as const;
