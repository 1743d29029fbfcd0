import { jobAreaText } from '@/domain/job-period';
import { jobPriceAmount } from '@/domain/jobs';

/** What a visitor reads about a job (시공 현장) under a photo, in its before/after comparison and its full-screen view. */
export const jobCopy = {
  eyebrow: '시공 현장',
  region: '지역',
  workType: '공사 종류',
  period: '시공 기간',
  area: '시공 면적',
  /** "120㎡"; a whole number without decimals. */
  areaValue: jobAreaText,
  price: '공사비',
  /** "약 1,200만 원" (staff enter whole 만원: src/domain/jobs.ts). */
  priceValue: (manwon: number) => `약 ${jobPriceAmount(manwon)}`,
  stagesHeading: '시공 과정',
  currentPhoto: '지금 보는 사진',
  comparisonHeading: '시공 전·후 비교',
  comparisonLabel: '시공 전·후 비교 위치',
  /** The slider's value in words: how much of each photo shows. */
  comparisonValue: (beforePercent: number) => `시공 전 ${beforePercent}%, 시공 후 ${100 - beforePercent}%`,
  /** How to move the divider: with a finger on touch screens, with the mouse or the keys elsewhere. */
  comparisonHintTouch: '사진을 손가락으로 좌우로 밀어 시공 전과 후를 비교해 보세요.',
  comparisonHint: '가운데 선을 좌우로 끌거나, 선을 선택한 뒤 ← → 키로 움직여 비교해 보세요.',
  before: '시공 전',
  after: '시공 후',
  /** The job page's story, and the link from a photo of the job (and from its cards) to it. */
  storyHeading: '시공 이야기',
  jobPageLink: '현장 전체 보기',
  /** A photo of a job without a description of its own: what it is, in place of "설명이 없습니다.". */
  photoOfJob: (jobTitle: string, stage: string | null) => `‘${jobTitle}’ 현장${stage ? `의 ${stage}` : ''} 사진입니다.`,
  /** A job's preview text when it has no story: its facts in a sentence. */
  factsSentence: (facts: readonly string[]) => `${facts.join(' · ')} 시공 현장입니다.`,
} as const;

/** The full-screen photo view. */
export const viewerCopy = {
  open: '사진 크게 보기',
  dialogLabel: '사진 크게 보기',
  counter: (current: number, total: number) => `${current} / ${total}`,
  close: '닫기',
  previous: '이전 사진',
  next: '다음 사진',
  loadFailed: '사진을 크게 여는 데 실패했습니다. 다시 시도해 주세요.',
} as const;
