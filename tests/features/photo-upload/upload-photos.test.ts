import { describe, expect, it } from 'vitest';
import { IMAGE_TITLE_MAX } from '@/config/limits';
import { BackendError } from '@/domain/errors';
import { uploadMessages } from '@/features/photo-upload/copy';
import { UploadBatchError, uploadErrorMessage, uploadPhotos, type UploadProgress } from '@/features/photo-upload/upload-photos';
import { isImageFile, numberedTitle, splitImageFiles, validateUpload } from '@/features/photo-upload/upload-validation';
import type { ProcessedImage } from '@/lib/images/image-processing';
import { jpegWithExifDate } from '../../support/exif-jpeg';
import { makeJob } from '../../support/factories';
import { FakeAdminBackend } from '../../support/fake-admin-backend';

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
const processed = async (): Promise<ProcessedImage> => ({
  display: new Blob(['display'], { type: 'image/webp' }),
  thumbnail: new Blob(['thumb'], { type: 'image/webp' }),
  displaySize: { width: 1920, height: 1440 },
  thumbnailSize: { width: 640, height: 480 },
  type: 'image/webp',
});

describe('upload validation', () => {
  it('requires a file and a title (after trimming)', () => {
    expect(validateUpload([], '  ')).toEqual({ files: uploadMessages.imageRequired, title: uploadMessages.titleRequired });
    for (const blank of ['\u3000', '\u00a0', '\u200b', '\ufeff\u3000']) {
      expect(validateUpload([jpeg('a.jpg')], blank)).toEqual({ title: uploadMessages.titleRequired });
    }
    expect(validateUpload([jpeg('a.jpg')], '지붕')).toEqual({});
  });

  it('accepts images only', () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(validateUpload([jpeg('a.jpg'), text], '지붕')).toEqual({ files: uploadMessages.imagesOnly });
    expect(splitImageFiles([jpeg('a.jpg'), text])).toEqual({ images: [expect.any(File)], rejected: [text] });
  });

  it('recognises an image without a MIME type by its extension (HEIC on some systems)', () => {
    expect(isImageFile(new File(['x'], 'IMG_0001.HEIC', { type: '' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'report.pdf', { type: '' }))).toBe(false);
  });

  it('numbers a shared title when several files go up, within the title limit', () => {
    expect(numberedTitle(' 지붕 교체 ', 0, 1)).toBe('지붕 교체');
    expect(numberedTitle('지붕 교체', 0, 3)).toBe('지붕 교체 (1)');
    expect(numberedTitle('지붕 교체', 2, 3)).toBe('지붕 교체 (3)');
    expect(numberedTitle('\u3000지붕 교체\u200b', 0, 1)).toBe('지붕 교체');
    const long = numberedTitle('가'.repeat(IMAGE_TITLE_MAX), 9, 10);
    expect(long).toHaveLength(IMAGE_TITLE_MAX);
    expect(long.endsWith(' (10)')).toBe(true);
  });
});

describe('uploadPhotos', () => {
  it('sends the processed blobs with the draft and the original name, description trimmed or null', async () => {
    const backend = new FakeAdminBackend();
    const uploaded = await uploadPhotos(
      backend,
      { files: [jpeg('roof.jpg')], title: ' 지붕 ', category: 'AS', workType: null, description: '   ' },
      { process: processed },
    );
    expect(uploaded).toHaveLength(1);
    const [input] = backend.uploadPhoto.mock.calls[0]!;
    expect(input).toMatchObject({ originalName: 'roof.jpg', title: '지붕', category: 'AS', workType: null, description: null });
    expect(input.display.type).toBe('image/webp');
    expect(input.thumbnail.type).toBe('image/webp');
  });

  it("sends the chosen work type and each original photo's EXIF shooting date (none without EXIF)", async () => {
    const backend = new FakeAdminBackend();
    const dated = new File([jpegWithExifDate('2024:05:03 14:05:09')], 'dated.jpg', { type: 'image/jpeg' });
    await uploadPhotos(
      backend,
      { files: [dated, jpeg('plain.jpg')], title: '지붕', category: '지보공사', workType: 'roofing', description: '' },
      { process: processed },
    );
    const inputs = backend.uploadPhoto.mock.calls.map(([input]) => input);
    expect(inputs[0]).toMatchObject({ originalName: 'dated.jpg', workType: 'roofing', takenAt: new Date(2024, 4, 3, 14, 5, 9) });
    expect(inputs[1]).toMatchObject({ originalName: 'plain.jpg', workType: 'roofing', takenAt: null });
  });

  it('sends the shooting time a job photo was chosen with, without reading it again; reads one not read yet', async () => {
    const backend = new FakeAdminBackend();
    backend.jobs = [makeJob(1)];
    const read: string[] = [];
    const takenAt = async (file: File) => {
      read.push(file.name);
      return new Date(2026, 10, 20, 9, 0);
    };
    const chosenAt = new Date(2026, 10, 16, 8, 30);
    await uploadPhotos(
      backend,
      {
        files: [jpeg('before.jpg'), jpeg('screenshot.png'), jpeg('after.jpg')],
        title: '',
        category: '지보공사',
        workType: 'roofing',
        description: '',
        job: {
          jobId: 'job-1',
          photos: [
            { title: '전', stage: 'before', takenAt: chosenAt },
            { title: '중', stage: 'during', takenAt: null },
            { title: '후', stage: 'after' },
          ],
        },
      },
      { process: processed, takenAt },
    );
    expect(backend.uploadPhoto.mock.calls.map(([input]) => input.takenAt)).toEqual([chosenAt, null, new Date(2026, 10, 20, 9, 0)]);
    expect(read).toEqual(['after.jpg']);
  });

  it('trims Unicode blanks too: a description of U+3000 and U+200B is no description', async () => {
    const backend = new FakeAdminBackend();
    await uploadPhotos(
      backend,
      { files: [jpeg('roof.jpg')], title: '\u3000지붕\u00a0', category: 'AS', workType: null, description: '\u3000\u200b' },
      { process: processed },
    );
    expect(backend.uploadPhoto.mock.calls[0]?.[0]).toMatchObject({ title: '지붕', description: null });
  });

  it('reports one overall percentage over several files, never going back', async () => {
    const backend = new FakeAdminBackend();
    const seen: UploadProgress[] = [];
    await uploadPhotos(
      backend,
      { files: [jpeg('a.jpg'), jpeg('b.jpg')], title: '현장', category: '지보공사', workType: null, description: '' },
      { process: processed, onProgress: (progress) => seen.push(progress) },
    );
    const percents = seen.map((progress) => progress.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents).toContain(25);
    expect(percents.at(-1)).toBe(100);
    expect(seen.some((progress) => progress.current === 2 && progress.phase === 'uploading')).toBe(true);
    expect(backend.uploadPhoto.mock.calls.map(([input]) => input.title)).toEqual(['현장 (1)', '현장 (2)']);
  });

  it('stops at the first failure and says which files were uploaded', async () => {
    const backend = new FakeAdminBackend();
    backend.uploadPhoto.mockImplementationOnce(async () => ({ id: 'first' }) as never);
    backend.uploadPhoto.mockRejectedValueOnce(new BackendError('upload/failed', 'quota exceeded'));
    const error = await uploadPhotos(
      backend,
      { files: [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')], title: '현장', category: '지보공사', workType: null, description: '' },
      { process: processed },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadBatchError);
    expect((error as UploadBatchError).uploaded).toEqual([{ id: 'first' }]);
    expect((error as UploadBatchError).failedIndex).toBe(1);
    expect(backend.uploadPhoto).toHaveBeenCalledTimes(2);
    expect(uploadErrorMessage(error)).toBe('업로드 실패: quota exceeded');
  });

  it('turns a processing failure into an upload failure naming the file, before anything is sent', async () => {
    const backend = new FakeAdminBackend();
    const error = await uploadPhotos(
      backend,
      { files: [jpeg('broken.jpg')], title: '현장', category: '지보공사', workType: null, description: '' },
      { process: () => Promise.reject(new Error('decode failed')) },
    ).catch((caught: unknown) => caught);
    expect(backend.uploadPhoto).not.toHaveBeenCalled();
    expect(uploadErrorMessage(error)).toBe(
      uploadMessages.uploadFailed('broken.jpg 파일을 처리하지 못했습니다. 다른 사진을 선택해 주세요.'),
    );
  });
});

describe('uploadErrorMessage', () => {
  it('maps upload/metadata-failed to 메타데이터 저장 실패 and anything else to 업로드 실패 plus the message', () => {
    expect(uploadErrorMessage(new BackendError('upload/metadata-failed', 'permission denied'))).toBe('메타데이터 저장 실패');
    expect(uploadErrorMessage(new BackendError('upload/failed', 'network lost'))).toBe('업로드 실패: network lost');
    expect(uploadErrorMessage(new UploadBatchError(new BackendError('upload/metadata-failed'), [], 0))).toBe('메타데이터 저장 실패');
  });
});
