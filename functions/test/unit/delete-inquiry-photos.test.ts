// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inquiryPhotoFolder, deleteInquiryPhotos } from '../../src/inquiry-photos/delete-inquiry-photos.js';
import { FakeBucket } from '../support/fake-bucket.js';

describe("deleting an inquiry's photos", () => {
  it('removes the files of that inquiry only (inquiries/abc/ is not inquiries/abcd/)', async () => {
    const bucket = new FakeBucket([
      'inquiries/abc/photo-1.jpg',
      'inquiries/abc/photo-2.webp',
      'inquiries/abcd/photo-1.jpg',
      'inquiries/ab/photo-1.jpg',
      'constructionImages/1700000000000-abc.jpg',
    ]);
    await deleteInquiryPhotos(bucket, 'abc');
    expect(bucket.paths()).toEqual(['constructionImages/1700000000000-abc.jpg', 'inquiries/ab/photo-1.jpg', 'inquiries/abcd/photo-1.jpg']);
    expect(bucket.queries).toEqual([{ prefix: 'inquiries/abc/', force: true }]);
  });

  it('an inquiry without photos is no error', async () => {
    const bucket = new FakeBucket(['inquiries/other/photo-1.jpg']);
    await deleteInquiryPhotos(bucket, 'abc');
    expect(bucket.paths()).toEqual(['inquiries/other/photo-1.jpg']);
  });

  it('never widens to the whole folder: an id that names no document is refused before anything is deleted', async () => {
    const bucket = new FakeBucket(['inquiries/abc/photo-1.jpg']);
    for (const id of ['', '.', '..', 'a/b']) {
      expect(() => inquiryPhotoFolder(id)).toThrow(/Not an inquiry id/);
      await expect(deleteInquiryPhotos(bucket, id)).rejects.toThrow(/Not an inquiry id/);
    }
    expect(bucket.paths()).toEqual(['inquiries/abc/photo-1.jpg']);
  });
});
