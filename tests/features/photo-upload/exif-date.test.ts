import { describe, expect, it } from 'vitest';
import { EXIF_READ_BYTES, parseExifDate, readTakenAt } from '@/features/photo-upload/exif-date';
import { jpegWithExifDate } from '../../support/exif-jpeg';

const NOW = new Date('2026-11-20T09:00:00+09:00');

function jpegFile(bytes: Uint8Array<ArrayBuffer>, name = 'roof.jpg'): File {
  return new File([bytes], name, { type: 'image/jpeg' });
}

describe('the EXIF shooting date (takenAt) read at upload', () => {
  it('reads DateTimeOriginal of a JPEG as the local time it names', async () => {
    const taken = await readTakenAt(jpegFile(jpegWithExifDate('2024:05:03 14:05:09')), NOW);
    expect(taken).toEqual(new Date(2024, 4, 3, 14, 5, 9));
  });

  it('uses OffsetTimeOriginal when the camera wrote one', async () => {
    const taken = await readTakenAt(jpegFile(jpegWithExifDate('2024:05:03 14:05:09', { offset: '+09:00' })), NOW);
    expect(taken).toEqual(new Date('2024-05-03T05:05:09Z'));
  });

  it(`reads only the first ${EXIF_READ_BYTES / 1024} KB, so a large photo is not read whole`, async () => {
    const large = jpegFile(jpegWithExifDate('2023:10:12 13:00:00', { padding: 3 * 1024 * 1024 }));
    const read: number[] = [];
    const slice = large.slice.bind(large);
    large.slice = (start?: number, end?: number, type?: string) => {
      read.push((end ?? large.size) - (start ?? 0));
      return slice(start, end, type);
    };
    expect(await readTakenAt(large, NOW)).toEqual(new Date(2023, 9, 12, 13, 0, 0));
    expect(read).toEqual([EXIF_READ_BYTES]);
  });

  it('gives null for a photo without EXIF, a file that is not a JPEG, an unset camera clock or a future date', async () => {
    expect(await readTakenAt(jpegFile(jpegWithExifDate(null)), NOW)).toBeNull();
    expect(await readTakenAt(new File(['not an image'], 'notes.png', { type: 'image/png' }), NOW)).toBeNull();
    expect(await readTakenAt(jpegFile(jpegWithExifDate('0000:00:00 00:00:00')), NOW)).toBeNull();
    expect(await readTakenAt(jpegFile(jpegWithExifDate('2027:01:01 10:00:00')), NOW)).toBeNull();
  });

  it('parses only real dates', () => {
    expect(parseExifDate('2024:02:29 23:59:59', undefined, NOW)).toEqual(new Date(2024, 1, 29, 23, 59, 59));
    expect(parseExifDate('2023:02:29 10:00:00', undefined, NOW)).toBeNull();
    expect(parseExifDate('2024:13:01 10:00:00', undefined, NOW)).toBeNull();
    expect(parseExifDate('2024:05:03 24:00:00', undefined, NOW)).toBeNull();
    expect(parseExifDate('1969:12:31 10:00:00', undefined, NOW)).toBeNull();
    expect(parseExifDate('2024-05-03', undefined, NOW)).toBeNull();
    expect(parseExifDate(undefined, undefined, NOW)).toBeNull();
    expect(parseExifDate('2024:05:03 14:05:09', '-05:00', NOW)).toEqual(new Date('2024-05-03T19:05:09Z'));
    // An offset that is not one is ignored (local time).
    expect(parseExifDate('2024:05:03 14:05:09', 'KST', NOW)).toEqual(new Date(2024, 4, 3, 14, 5, 9));
  });
});
