import type { PhotoSeed } from './records';
import { DRAFT_PHOTOS, JOB_PHOTOS } from './sample-jobs';
import type { SamplePhoto } from './sample-photo';

/**
 * The demo's construction photos. Pictures ship with the site at /demo/works/{slug}.webp (display)
 * and /demo/works/{slug}-thumb.webp (thumbnail), root paths (pages are also served at nested clean paths). The slug is also the id,
 * so photo-detail links stay the same after the demo data is reset.
 *
 * Covered on purpose: both categories, every work type (at least two photos each, so every photo has related photos),
 * 2019-2026, three featured photos and one hero, photos without a description, some with a shooting date (takenAt),
 * one older document with only the legacy text `date` field and one with no date at all.
 */
const DEMO_UPLOADER = { uid: 'demo-admin', email: 'admin@example.com' } as const;
/** File-name prefix for documents without uploadedAt (the day of the legacy data migration). */
const LEGACY_FILE_TIMESTAMP = 1528761600000;

const SINGLE_PHOTOS: SamplePhoto[] = [
  {
    slug: 'roof-asphalt-shingle-house',
    category: '지보공사',
    workType: 'roofing',
    title: '원주 단독주택 아스팔트 슁글 지붕 교체',
    description:
      '20년 된 슬레이트 지붕을 철거하고 합판 보강 후 방수시트와 아스팔트 슁글로 새로 덮었습니다. 용마루 환기구를 함께 설치해 여름철 다락 온도가 크게 낮아졌습니다.',
    uploadedAt: '2026-08-21T10:00:00+09:00',
    takenAt: '2026-08-14T15:20:00+09:00',
    isFeatured: true,
  },
  {
    slug: 'rooftop-urethane-waterproofing',
    category: '지보공사',
    workType: 'waterproofing',
    title: '춘천 상가건물 옥상 우레탄 방수',
    description:
      '들뜬 기존 방수층을 걷어내고 바탕 균열을 보수한 뒤 하도·중도·상도 3회 우레탄 도막 방수로 마감했습니다. 배수구 주변은 보강포를 덧대 누수 재발을 막았습니다.',
    uploadedAt: '2026-05-14T10:00:00+09:00',
    takenAt: '2026-05-09T11:05:00+09:00',
    isFeatured: true,
  },
  {
    slug: 'roof-leak-repair-as',
    category: 'AS',
    workType: 'roofing',
    title: '횡성 전원주택 지붕 누수 보수',
    description: '장마철 천장 얼룩 신고로 점검한 결과 굴뚝 주변 후레싱이 들떠 있었습니다. 후레싱을 재시공하고 실링을 보강했습니다.',
    uploadedAt: '2026-03-09T10:00:00+09:00',
  },
  {
    slug: 'zinc-standing-seam-roof',
    category: '지보공사',
    workType: 'metal-roofing',
    title: '평창 펜션 징크 스탠딩심 지붕 시공',
    description:
      '적설량이 많은 평창 지역 특성을 고려해 스탠딩심 공법으로 징크 지붕을 시공했습니다. 눈막이와 처마 물끊기를 함께 설치했습니다.',
    uploadedAt: '2025-10-02T10:00:00+09:00',
    takenAt: '2025-09-26T14:40:00+09:00',
    isHeroImage: true,
  },
  {
    slug: 'facade-remodel-stone-panel',
    category: '지보공사',
    workType: 'exterior',
    title: '강릉 근린생활시설 석재패널 외벽 리모델링',
    description:
      '노후된 타일 외벽 위에 하지 철물을 세우고 단열재와 석재패널을 시공해 건물 외관을 새롭게 바꿨습니다. 공사 기간 중에도 1층 상가는 정상 영업했습니다.',
    uploadedAt: '2025-06-18T10:00:00+09:00',
    takenAt: '2025-06-10T16:30:00+09:00',
    isFeatured: true,
  },
  {
    slug: 'gutter-replacement-as',
    category: 'AS',
    workType: 'roofing',
    title: '원주 주택 처마 물받이 교체',
    description: null,
    uploadedAt: '2025-02-25T10:00:00+09:00',
  },
  {
    slug: 'metal-sandwich-panel-factory',
    category: '지보공사',
    workType: 'metal-roofing',
    title: '홍천 공장 샌드위치패널 지붕·외벽 시공',
    description: '공장 증축동의 지붕과 외벽을 글라스울 샌드위치패널로 시공했습니다. 채광창과 환기구를 함께 설치했습니다.',
    uploadedAt: '2024-09-11T10:00:00+09:00',
  },
  {
    slug: 'exterior-wall-waterproof-coating',
    category: '지보공사',
    workType: 'waterproofing',
    title: '동해 아파트 외벽 방수 도장',
    description: '외벽 균열을 V컷 보수한 뒤 탄성 방수 도료로 2회 도장했습니다. 창호 주변 코킹도 전면 교체했습니다.',
    uploadedAt: '2024-04-30T10:00:00+09:00',
    takenAt: '2024-04-22T10:15:00+09:00',
  },
  {
    slug: 'ground-reinforcement-slope',
    category: '지보공사',
    workType: 'ground',
    title: '정선 주택 부지 사면 보강 공사',
    description: '집중호우로 유실 우려가 있던 주택 뒤편 사면에 보강토 옹벽을 쌓고 배수로를 정비했습니다.',
    uploadedAt: '2023-10-17T10:00:00+09:00',
    takenAt: '2023-10-12T13:00:00+09:00',
  },
  {
    slug: 'rooftop-crack-repair-as',
    category: 'AS',
    workType: 'waterproofing',
    title: '원주 빌라 옥상 균열 보수',
    description: null,
    uploadedAt: '2023-05-08T10:00:00+09:00',
  },
  {
    slug: 'clay-tile-roof-hanok',
    category: '지보공사',
    workType: 'roofing',
    title: '강릉 한옥 전통 기와 지붕 보수',
    description: '깨진 기와를 교체하고 흙과 강회로 지붕을 다시 다졌습니다. 용마루와 처마선은 원형을 살려 복원했습니다.',
    uploadedAt: '2022-09-27T10:00:00+09:00',
  },
  {
    slug: 'rooftop-sheet-waterproofing',
    category: '지보공사',
    workType: 'waterproofing',
    title: '속초 물류창고 옥상 시트 방수',
    description: '넓은 평지붕에 TPO 시트를 열풍 융착 방식으로 시공했습니다. 이음부는 전 구간 누수 검사를 마쳤습니다.',
    uploadedAt: '2021-07-06T10:00:00+09:00',
  },
  {
    slug: 'facade-exterior-insulation',
    category: '지보공사',
    workType: 'exterior',
    title: '춘천 주택 외단열 미장 마감',
    description:
      '기존 외벽에 비드법 단열재를 붙이고 메쉬 보강 미장 후 스톤 코트로 마감했습니다. 겨울 난방비가 눈에 띄게 줄었다는 후기를 받았습니다.',
    uploadedAt: '2020-10-20T10:00:00+09:00',
  },
  {
    slug: 'zinc-roof-dormer',
    category: '지보공사',
    workType: 'metal-roofing',
    title: '횡성 전원주택 징크 지붕 도머 시공',
    description: null,
    uploadedAt: '2019-09-24T10:00:00+09:00',
  },
  {
    slug: 'ground-pile-foundation',
    category: '지보공사',
    workType: 'ground',
    title: '영월 창고 신축 파일 기초 보강',
    description: '연약 지반 위 창고 신축을 위해 강관 파일을 시공하고 기초를 보강했습니다.',
    uploadedAt: null,
    legacyDate: '2018-06-12',
  },
  {
    slug: 'facade-sealant-repair-as',
    category: 'AS',
    workType: 'exterior',
    title: '원주 오피스텔 외벽 실링 재시공',
    description: '창호와 외벽 패널 이음부의 노후 실링을 제거하고 우레탄 실란트로 다시 시공했습니다.',
    uploadedAt: null,
  },
];

/** A sample photo as stored: its pictures ship at demo/works/{slug}.webp (and -thumb.webp). */
export function photoSeedOf(photo: SamplePhoto): PhotoSeed {
  const uploadedAt = photo.uploadedAt ? new Date(photo.uploadedAt) : null;
  const timestamp = uploadedAt ? uploadedAt.getTime() : LEGACY_FILE_TIMESTAMP;
  const hasUploader = uploadedAt !== null;
  return {
    id: photo.slug,
    title: photo.title,
    category: photo.category,
    workType: photo.workType,
    description: photo.description,
    takenAt: photo.takenAt ? new Date(photo.takenAt) : null,
    imageUrl: `/demo/works/${photo.slug}.webp`,
    thumbnailUrl: `/demo/works/${photo.slug}-thumb.webp`,
    fileName: `${timestamp}-${photo.slug}.webp`,
    thumbnailFileName: `${timestamp}-thumb-${photo.slug}.webp`,
    uploadedAt,
    ...(photo.legacyDate ? { date: photo.legacyDate } : {}),
    uploaderUid: hasUploader ? DEMO_UPLOADER.uid : null,
    uploaderEmail: hasUploader ? DEMO_UPLOADER.email : null,
    isFeatured: photo.isFeatured ?? false,
    isHeroImage: photo.isHeroImage ?? false,
    ...(photo.job ? { jobId: photo.job.id, stage: photo.job.stage } : {}),
  };
}

/** The gallery's sample photos: the 16 single photos, then the photos of the published sample jobs. */
export function samplePhotos(): PhotoSeed[] {
  return [...SINGLE_PHOTOS, ...JOB_PHOTOS].map(photoSeedOf);
}

/** The draft sample job's photos (imageDrafts: not in the gallery). */
export function sampleJobDrafts(): PhotoSeed[] {
  return DRAFT_PHOTOS.map(photoSeedOf);
}

/** The slugs of the sample photos in the gallery (their pictures ship in public/demo/works). */
export const SAMPLE_PHOTO_SLUGS: readonly string[] = [...SINGLE_PHOTOS, ...JOB_PHOTOS].map((photo) => photo.slug);
