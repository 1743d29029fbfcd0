import type { AdminBackend } from '../port';

/**
 * The admin port's operations by group, in the order both adapters write them: each adapter gives adminBackendOf one
 * object per group, naming its own implementations.
 */
interface AdminOperationGroups {
  photos: 'countPhotos' | 'getPhotoPage' | 'uploadPhoto' | 'updatePhoto' | 'setPhotoFeatured' | 'setHeroPhoto' | 'deletePhoto';
  /** Inquiries, their first contact and response times, and the live count of new ones. */
  inquiries:
    | 'countInquiries'
    | 'getInquiryPage'
    | 'updateInquiryStatus'
    | 'deleteInquiry'
    | 'getInquiry'
    | 'updateInquiryNote'
    | 'getInquiryPhotos'
    | 'recordFirstContact'
    | 'getResponseTimes'
    | 'listWaitingInquiries'
    | 'subscribeNewInquiries';
  /** The alert recipients and whether alerts run, and this staff member's push devices. */
  notifications:
    | 'getNotificationSettings'
    | 'getAlertStatus'
    | 'saveNotificationSettings'
    | 'getPushSetup'
    | 'listPushDevices'
    | 'savePushDevice'
    | 'renamePushDevice'
    | 'removePushDevice'
    | 'requestTestPush';
  reviews:
    'createReviewLink' | 'countReviews' | 'getReviewPage' | 'setReviewStatus' | 'deleteReview' | 'getReviewPhotos' | 'subscribeNewReviews';
  /** 시공 현장. */
  jobs: 'listJobs' | 'getJob' | 'getJobPhotos' | 'createJob' | 'updateJob' | 'publishJob';
  /** 사이트 설정 and the launch checklist's ticks. */
  siteSettings:
    'getStoredSiteSettings' | 'saveSiteSettings' | 'listSiteSettingsVersions' | 'restoreSiteSettings' | 'getLaunchTicks' | 'setLaunchTick';
  /** The dashboard's live feed. */
  activities: 'subscribeRecentActivities';
}

type Group = keyof AdminOperationGroups;
type Grouped = AdminOperationGroups[Group];

/** An adapter's admin part, group by group. */
type AdminBackendGroups = { [G in Group]: Pick<AdminBackend, AdminOperationGroups[G]> };

/** A key a group does not hold must not be there (a misplaced or unknown operation is a type error at its name). */
type NoOtherKeys<T> = { [G in keyof T]: { [K in Exclude<keyof T[G], AdminOperationGroups[G & Group]>]: never } };

/**
 * The adapter's AdminBackend made of its groups. The type checker proves that it supplies exactly the port's
 * operations: one left out is missing from its group, one the port lacks (or in the wrong group) is refused, and a
 * port operation in no group fails the return below.
 */
export function adminBackendOf<T extends AdminBackendGroups>(groups: T & NoOtherKeys<T>): AdminBackend {
  const backend: Pick<AdminBackend, Grouped> = Object.assign({}, ...Object.values<object>(groups));
  return backend;
}
