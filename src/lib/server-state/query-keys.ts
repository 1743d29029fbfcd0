/**
 * The admin's server state, by key (TanStack Query). Keys nest: invalidating `images` reaches every image list
 * and the image count; `imageLists` only the lists (an edit changes no count).
 */
export const queryKeys = {
  images: ['images'],
  imageLists: ['images', 'list'],
  imageCount: ['images', 'count'],
  inquiries: ['inquiries'],
  inquiryLists: ['inquiries', 'list'],
  /** One inquiry read by id (a detail opened from a link, not from the page on screen). */
  inquiry: (id: string) => ['inquiries', 'one', id],
  /** The photos stored with one inquiry. */
  inquiryPhotos: (id: string) => ['inquiries', 'photos', id],
  /** The dashboard's response figures of a week (by its start) and the inquiries still waiting for a first contact. */
  responseTimes: (since: number) => ['inquiries', 'responseTimes', since],
  waitingInquiries: ['inquiries', 'waiting'],
  notificationSettings: ['settings', 'notifications'],
  alertStatus: ['functionStatus', 'alerts'],
  /** Jobs (시공 현장): the list, and one job's photos (gallery and drafts). */
  jobs: ['jobs'],
  jobList: ['jobs', 'list'],
  jobPhotos: (jobId: string) => ['jobs', 'photos', jobId],
  /** Customer reviews: every list and count, and one review's photos. */
  reviews: ['reviews'],
  reviewLists: ['reviews', 'list'],
  reviewPhotos: (id: string) => ['reviews', 'photos', id],
  /** The site settings as the admin edits them (with their private part and version), and their saved versions. */
  siteSettings: ['siteSettings'],
  storedSiteSettings: ['siteSettings', 'stored'],
  siteSettingsVersions: ['siteSettings', 'versions'],
  /** The launch checklist's manual ticks. */
  launchTicks: ['launchTicks'],
} as const;
