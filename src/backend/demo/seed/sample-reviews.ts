import { activityDocumentId, activityExpiry, newReviewDraft } from '@/domain/activity-base';
import { reviewLinkExpiry } from '@/domain/reviews';
import type { ReviewStatus, WorkType } from '@/domain/types';
import type { ActivitySeed } from './records';
import type { ReviewLinkSeed, ReviewPhotoSeed, ReviewSeed } from './review-records';

/**
 * The demo's customer reviews, so a newcomer sees every state at once: five approved (on the home page, About and
 * a job's photos), two waiting for approval (the admin's 대기 list and the dashboard's activity feed), one hidden (it
 * carried a phone number), names shown or masked (stored masked, as the review page stores them), one with a photo.
 * Every review was written through its own link, now used; two more links show the other states:
 * DEMO_REVIEW_LINKS.open (try writing a review: #/review/DemoReviewLinkToTryItYourself001) and .expired.
 * Two of them answer sample inquiries of the same people (seed-inquiry-05, -08); two were asked for the published
 * sample jobs and show under their photos (sample-jobs.ts).
 */
export const DEMO_REVIEW_LINKS = {
  /** Unused and valid for 30 days from when the database was made. */
  open: 'DemoReviewLinkToTryItYourself001',
  /** Made 31 days before: 유효 기간이 지났습니다. */
  expired: 'DemoReviewLinkThatHasExpired0001',
  /** The link of the first sample review: 이미 후기를 남겨 주셨습니다. */
  used: 'DemoSampleReviewLink000000000001',
} as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const DEMO_ADMIN_UID = 'demo-admin';

interface SampleReview {
  name: string;
  nameShown: boolean;
  rating: number;
  text: string;
  status: ReviewStatus;
  workType: WorkType | null;
  inquiryId: string | null;
  /** The sample job it was asked for (sample-jobs.ts); it shows on that job's pages when showOnJob. */
  jobId?: string;
  /** The customer agreed to it being shown on its job's page (every sample review of a job does). */
  showOnJob?: boolean;
  hoursAgo: number;
  /** A picture shipped with the site, shown as the customer's photo. */
  photo?: string;
}

const REVIEWS: SampleReview[] = [
  {
    name: '오태현',
    nameShown: true,
    rating: 5,
    text: '강릉 한옥 기와 지붕 부분 보수를 맡겼습니다. 깨진 기와만 골라 교체하고 처마 쪽 누수도 잡아 주셨어요. 오래된 집이라 걱정이 많았는데 하나하나 자세히 설명해 주셔서 믿고 맡길 수 있었습니다.',
    status: 'approved',
    workType: 'roofing',
    inquiryId: 'seed-inquiry-08',
    hoursAgo: 12 * 24,
  },
  {
    name: '강○○',
    nameShown: false,
    rating: 5,
    text: '태풍에 들린 공장 지붕 패널을 이틀 만에 보수해 주셨습니다. 급하게 연락드렸는데 바로 현장에 와 주셔서 큰 피해 없이 넘어갔어요.',
    status: 'approved',
    workType: 'metal-roofing',
    inquiryId: 'seed-inquiry-05',
    hoursAgo: 5 * 24,
    photo: 'demo/works/metal-sandwich-panel-factory-thumb.webp',
  },
  {
    name: '이○○',
    nameShown: false,
    rating: 4,
    text: '상가 옥상 우레탄 방수를 했습니다. 바닥 균열부터 꼼꼼하게 보수해 주셨고 아래층 누수가 멈췄습니다. 비 때문에 일정이 하루 밀린 점만 조금 아쉬웠어요.',
    status: 'approved',
    workType: 'waterproofing',
    inquiryId: null,
    hoursAgo: 40 * 24,
  },
  {
    name: '김○○',
    nameShown: false,
    rating: 5,
    text: '낡은 슬레이트 지붕을 걷어내고 새로 덮었는데 올여름 장마에도 한 방울도 새지 않았습니다. 철거부터 마무리까지 매일 사진으로 알려 주셔서 멀리 살아도 안심이 됐어요.',
    status: 'approved',
    workType: 'roofing',
    inquiryId: null,
    jobId: 'job-wonju-roof',
    hoursAgo: 70 * 24,
  },
  {
    name: '정○○',
    nameShown: false,
    rating: 4,
    text: '전원주택 지붕을 징크로 바꿨습니다. 색이 집과 잘 어울리고 마감이 깔끔해서 동네 분들이 어디서 했냐고 자주 물으십니다.',
    status: 'approved',
    workType: 'metal-roofing',
    inquiryId: null,
    jobId: 'job-hongcheon-metal-roof',
    hoursAgo: 90 * 24,
  },
  {
    name: '윤○○',
    nameShown: false,
    rating: 5,
    text: '지붕 누수 때문에 몇 년을 고생했는데 한 번에 해결됐습니다. 견적도 처음 말씀하신 그대로였어요.',
    status: 'pending',
    workType: 'roofing',
    inquiryId: null,
    hoursAgo: 2,
  },
  {
    name: '서유진',
    nameShown: true,
    rating: 4,
    text: '물받이 교체 후 비 오는 날에도 물이 넘치지 않습니다. 친절하게 설명해 주셔서 감사합니다.',
    status: 'pending',
    workType: 'roofing',
    inquiryId: null,
    hoursAgo: 2 * 24,
  },
  {
    name: '조○○',
    nameShown: false,
    rating: 5,
    text: '공사 잘 받았습니다. 다음에 또 부탁드릴게요. 제 번호 010-3333-2222로 연락 주세요.',
    status: 'hidden',
    workType: 'waterproofing',
    inquiryId: null,
    hoursAgo: 20 * 24,
  },
];

export interface SampleReviews {
  reviews: ReviewSeed[];
  reviewLinks: ReviewLinkSeed[];
  reviewPhotos: ReviewPhotoSeed[];
  /** The new_review activities of the reviews still waiting (the dashboard's feed). */
  activities: ActivitySeed[];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function sampleReviews(now: Date): SampleReviews {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const reviews: ReviewSeed[] = REVIEWS.map((draft, index) => ({
    id: `seed-review-${pad(index + 1, 2)}`,
    linkId: `DemoSampleReviewLink${pad(index + 1, 12)}`,
    rating: draft.rating,
    text: draft.text,
    name: draft.name,
    nameShown: draft.nameShown,
    photoCount: draft.photo ? 1 : 0,
    showOnJob: draft.showOnJob ?? draft.jobId !== undefined,
    status: draft.status,
    createdAt: at(draft.hoursAgo),
    inquiryId: draft.inquiryId,
    jobId: draft.jobId ?? null,
    workType: draft.workType,
  }));
  const usedLinks: ReviewLinkSeed[] = reviews.map((review, index) => {
    const usedAt = review.createdAt ?? now;
    // Asked for three days before it was written.
    const createdAt = new Date(usedAt.getTime() - 3 * DAY_MS - index * HOUR_MS);
    return {
      token: review.linkId,
      createdAt,
      expiresAt: reviewLinkExpiry(createdAt),
      usedAt,
      reviewId: review.id,
      inquiryId: review.inquiryId,
      jobId: review.jobId,
      workType: review.workType,
      createdBy: DEMO_ADMIN_UID,
    };
  });
  const expiredMadeAt = at(31 * 24);
  const unused = (token: string, createdAt: Date, workType: WorkType): ReviewLinkSeed => ({
    token,
    createdAt,
    expiresAt: reviewLinkExpiry(createdAt),
    usedAt: null,
    reviewId: null,
    inquiryId: null,
    jobId: null,
    workType,
    createdBy: DEMO_ADMIN_UID,
  });
  const otherLinks = [unused(DEMO_REVIEW_LINKS.open, now, 'roofing'), unused(DEMO_REVIEW_LINKS.expired, expiredMadeAt, 'waterproofing')];
  const reviewPhotos = REVIEWS.flatMap((draft, index) =>
    draft.photo ? [{ reviewId: reviews[index]!.id, number: 1, url: draft.photo }] : [],
  );
  const activities = reviews
    .filter((review) => review.status === 'pending' && review.createdAt)
    .map((review) => {
      const draft = newReviewDraft(review.id, review.name, review.rating);
      return { id: activityDocumentId(draft)!, ...draft, timestamp: review.createdAt, expireAt: activityExpiry(review.createdAt!) };
    });
  return { reviews, reviewLinks: [...usedLinks, ...otherLinks], reviewPhotos, activities };
}
