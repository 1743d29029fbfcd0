import { vi } from 'vitest';
import type { AdminBackend, BackendAdapter } from '@/backend/port';
import { BackendError } from '@/domain/errors';
import { inStageOrder } from '@/domain/jobs';
import type { Page, PageQuery } from '@/domain/paging';
import type { GalleryPhoto, PhotoUploadInput, Job, JobInput } from '@/domain/types';
import { makeAdminPhoto, makeJob } from './factories';
import { memoryPage, positionOf, sortByListOrder } from './memory-paging';

interface HeldUpload {
  input: PhotoUploadInput;
  onProgress: (percent: number) => void;
  finish: () => void;
  fail: (error: unknown) => void;
}

const position = (photo: GalleryPhoto) => positionOf(photo.uploadedAt, photo.id);

/**
 * An in-memory AdminBackend for the photos screen's component tests: the port's cursor paging (both ways, one-item
 * look-ahead), spies on every write, and uploads that can be held to drive the progress bar step by step.
 */
export class FakeAdminBackend {
  photos: GalleryPhoto[];
  /** Jobs, newest first; and the photos of draft jobs (never in `photos`, the gallery). */
  jobs: Job[] = [];
  drafts: GalleryPhoto[] = [];
  holdUploads = false;
  held: HeldUpload[] = [];
  failList = false;
  private clock = Date.UTC(2024, 5, 1);

  constructor(photos: GalleryPhoto[] = []) {
    this.photos = [...photos];
  }

  /** Copies, as a real backend returns fresh objects on every read. */
  private sorted(): GalleryPhoto[] {
    return sortByListOrder(
      this.photos.map((photo) => ({ ...photo })),
      position,
    );
  }

  getPhotoPage = vi.fn(async (query: PageQuery): Promise<Page<GalleryPhoto>> => {
    if (this.failList) throw new Error('network down');
    return memoryPage(this.sorted(), query, position);
  });

  countPhotos = vi.fn(async () => {
    if (this.failList) throw new Error('network down');
    return this.photos.length;
  });

  private create(input: PhotoUploadInput): GalleryPhoto {
    this.clock += 60_000;
    const count = this.photos.length + this.drafts.length;
    const photo = makeAdminPhoto(900 + count, {
      id: `new-${count}`,
      title: input.title,
      category: input.category,
      workType: input.workType,
      description: input.description,
      uploadedAt: new Date(this.clock),
      jobId: input.job?.jobId ?? null,
      stage: input.job?.stage ?? null,
    });
    const job = input.job ? this.jobs.find((candidate) => candidate.id === input.job?.jobId) : undefined;
    if (input.job && !job) throw new BackendError('not-found', input.job.jobId);
    (job && !job.isPublished ? this.drafts : this.photos).push(photo);
    return { ...photo };
  }

  listJobs = vi.fn(async (limit: number) => this.jobs.slice(0, limit).map((job) => ({ ...job })));

  getJob = vi.fn(async (id: string) => {
    const job = this.jobs.find((candidate) => candidate.id === id);
    return job ? { ...job } : null;
  });

  getJobPhotos = vi.fn(async (jobId: string) =>
    inStageOrder([
      ...this.photos.filter((photo) => photo.jobId === jobId).map((photo) => ({ ...photo, isDraft: false })),
      ...this.drafts.filter((photo) => photo.jobId === jobId).map((photo) => ({ ...photo, isDraft: true })),
    ]),
  );

  createJob = vi.fn(async (input: JobInput): Promise<Job> => {
    const job = makeJob(100 + this.jobs.length, { ...input, id: `created-${this.jobs.length}`, isPublished: false, publishedAt: null });
    this.jobs.unshift(job);
    return { ...job };
  });

  updateJob = vi.fn(async (id: string, input: JobInput) => {
    const job = this.jobs.find((candidate) => candidate.id === id);
    if (!job) throw new BackendError('not-found', id);
    Object.assign(job, input);
  });

  publishJob = vi.fn(async (id: string, consentDate?: string) => {
    const job = this.jobs.find((candidate) => candidate.id === id);
    if (!job) throw new BackendError('not-found', id);
    // As both adapters: a draft needs the customer's consent, stored or given here.
    if (!job.isPublished && job.consentDate === null && consentDate === undefined) throw new BackendError('job/no-consent');
    if (consentDate !== undefined) job.consentDate = consentDate;
    job.isPublished = true;
    job.publishedAt ??= new Date(this.clock);
    const moving = this.drafts.filter((photo) => photo.jobId === id);
    this.drafts = this.drafts.filter((photo) => photo.jobId !== id);
    this.photos.push(...moving);
  });

  uploadPhoto = vi.fn(
    (input: PhotoUploadInput, onProgress: (percent: number) => void): Promise<GalleryPhoto> =>
      new Promise((resolve, reject) => {
        const finish = () => {
          try {
            resolve(this.create(input));
          } catch (error) {
            reject(error);
          }
        };
        if (this.holdUploads) {
          this.held.push({ input, onProgress, finish, fail: reject });
          return;
        }
        onProgress(0);
        onProgress(50);
        onProgress(100);
        finish();
      }),
  );

  private find(id: string): GalleryPhoto {
    const photo = this.photos.find((item) => item.id === id);
    if (!photo) throw new BackendError('not-found', id);
    return photo;
  }

  updatePhoto = vi.fn(async (id: string, edit: { title: string; category: GalleryPhoto['category']; description: string | null }) => {
    Object.assign(this.find(id), edit);
  });

  setPhotoFeatured = vi.fn(async (id: string, isFeatured: boolean) => {
    this.find(id).isFeatured = isFeatured;
  });

  setHeroPhoto = vi.fn(async (id: string) => {
    this.find(id);
    for (const photo of this.photos) photo.isHeroImage = photo.id === id;
  });

  deletePhoto = vi.fn(async (id: string) => {
    this.find(id);
    this.photos = this.photos.filter((photo) => photo.id !== id);
  });

  /** The adapter the services layer sees (only the admin part is used by the photos screen). */
  adapter(): BackendAdapter {
    const unused = () => Promise.reject(new Error('not used by the image screen'));
    return {
      kind: 'demo',
      publicBackend: unused,
      authBackend: unused,
      adminBackend: async () => this as unknown as AdminBackend,
    };
  }
}
