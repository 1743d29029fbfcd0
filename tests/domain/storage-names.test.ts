import { describe, expect, it } from 'vitest';
import { IMAGE_FILE_NAME_MAX } from '@/config/limits';
import { storageNames, storagePath } from '@/domain/storage-names';

const T = 1_717_200_000_000;

/** The usual upload: the photo re-encoded as WebP, and a WebP thumbnail. */
const WEBP = { display: 'image/webp', thumbnail: 'image/webp' } as const;

describe('storageNames (the shapes storage.rules accepts)', () => {
  it('names both files after the original, each with the extension of what is stored', () => {
    expect(storageNames(T, 'roof.jpg', WEBP)).toEqual({ fileName: `${T}-roof.webp`, thumbnailFileName: `${T}-thumb-roof.webp` });
    // A PNG stored re-encoded as WebP is not called .png.
    expect(storageNames(T, '지붕 공사.png', WEBP).fileName).toBe(`${T}-지붕 공사.webp`);
    expect(storageNames(T, ' 지붕.HEIC ', { display: 'image/jpeg', thumbnail: 'image/jpeg' })).toEqual({
      fileName: `${T}-지붕.jpg`,
      thumbnailFileName: `${T}-thumb-지붕.jpg`,
    });
    expect(storageNames(T, 'IMG_0001', { display: 'image/png', thumbnail: 'image/webp' }).fileName).toBe(`${T}-IMG_0001.png`);
    expect(storagePath(`${T}-roof.webp`)).toBe(`constructionImages/${T}-roof.webp`);
  });

  it('keeps the original name when its extension already says what is stored', () => {
    expect(storageNames(T, 'roof.JPEG', { display: 'image/jpeg', thumbnail: 'image/webp' }).fileName).toBe(`${T}-roof.JPEG`);
    expect(storageNames(T, 'roof.jpg', { display: 'image/jpeg', thumbnail: 'image/webp' }).fileName).toBe(`${T}-roof.jpg`);
    expect(storageNames(T, 'roof.webp', WEBP).fileName).toBe(`${T}-roof.webp`);
    // A type with no known extension leaves the name as chosen.
    expect(storageNames(T, 'roof.jpg', { display: 'image/x-unknown', thumbnail: 'image/webp' }).fileName).toBe(`${T}-roof.jpg`);
  });

  it('keeps the file in the folder and on one line', () => {
    expect(storageNames(T, '../a/b\\c.png', WEBP).fileName).toBe(`${T}-.._a_b_c.webp`);
    expect(storageNames(T, 'a\nb\t.png', WEBP).fileName).toBe(`${T}-a_b_.webp`);
    expect(storageNames(T, '   ', WEBP)).toEqual({ fileName: `${T}-image.webp`, thumbnailFileName: `${T}-thumb-image.webp` });
  });

  it('shortens long names to IMAGE_FILE_NAME_MAX characters, keeping the extension', () => {
    const names = storageNames(T, `${'가'.repeat(250)}.jpeg`, WEBP);
    const name = names.fileName.slice(`${T}-`.length);
    expect(Array.from(name)).toHaveLength(IMAGE_FILE_NAME_MAX);
    expect(name.endsWith('.webp')).toBe(true);
    expect(names.thumbnailFileName).toBe(`${T}-thumb-${'가'.repeat(IMAGE_FILE_NAME_MAX - 5)}.webp`);
    // Counted in characters (code points), never cutting a surrogate pair in two.
    const emoji = storageNames(T, '📷'.repeat(150), WEBP).fileName.slice(`${T}-`.length);
    expect(Array.from(emoji)).toEqual([...Array(IMAGE_FILE_NAME_MAX - 5).fill('📷'), ...'.webp']);
  });

  it('never gives a display file a thumbnail-shaped name', () => {
    expect(storageNames(T, 'thumb-roof.webp', WEBP)).toEqual({
      fileName: `${T}-_thumb-roof.webp`,
      thumbnailFileName: `${T}-thumb-_thumb-roof.webp`,
    });
  });
});
