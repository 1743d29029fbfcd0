import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBucket } from '../support/fake-bucket.js';
import { storedInquiry, setUpFunctionsTest } from '../support/functions-env.js';

/**
 * onInquiryDeleted's handler, called as the trigger calls it (wrap with the deleted document's snapshot). Storage is
 * a FakeBucket (no Storage emulator here): firebase-admin/storage's bucket() is replaced for this file, so the test
 * checks the function's own wiring (which bucket call, which prefix) and not Cloud Storage itself.
 */
const bucket = vi.hoisted(() => ({ current: null as FakeBucket | null }));
vi.mock('firebase-admin/storage', () => ({
  getStorage: () => ({
    bucket: () => {
      if (!bucket.current) throw new Error('no fake bucket');
      return bucket.current;
    },
  }),
}));

const { onInquiryDeleted } = await import('../../src/index.js');
const { fft, db } = setUpFunctionsTest();
const wrapped = fft.wrap(onInquiryDeleted);

beforeEach(() => {
  bucket.current = new FakeBucket([
    'inquiries/inq-1/photo-1.jpg',
    'inquiries/inq-1/photo-2.jpg',
    'inquiries/inq-10/photo-1.jpg',
    'constructionImages/1700000000000-a.jpg',
  ]);
});

describe('onInquiryDeleted (handler; Storage faked)', () => {
  it("deletes the photos of the deleted inquiry, and nobody else's", async () => {
    const ref = db.collection('inquiries').doc('inq-1');
    await ref.set(storedInquiry());
    const snapshot = await ref.get();
    await ref.delete();
    await wrapped({ data: snapshot, params: { inquiryId: 'inq-1' } });
    expect(bucket.current?.paths()).toEqual(['constructionImages/1700000000000-a.jpg', 'inquiries/inq-10/photo-1.jpg']);
    expect(bucket.current?.queries).toEqual([{ prefix: 'inquiries/inq-1/', force: true }]);
  });

  it('an inquiry that had no photos deletes nothing and does not fail', async () => {
    await wrapped({ params: { inquiryId: 'inq-2' } });
    expect(bucket.current?.paths()).toHaveLength(4);
  });
});
