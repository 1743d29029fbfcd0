import { describe, expect, it } from 'vitest';
import { IMAGE_FILE_NAME_MAX } from '../../src/config/constants';
import { storageNames, storagePath } from '../../src/domain/storage-names';

const T = 1_717_200_000_000;

describe('storageNames (the shapes storage.rules accepts)', () => {
  it('names the display file after the original and the thumbnail after its type', () => {
    expect(storageNames(T, 'roof.jpg', 'image/webp')).toEqual({ fileName: `${T}-roof.jpg`, thumbnailFileName: `${T}-thumb-roof.webp` });
    expect(storageNames(T, ' 지붕.HEIC ', 'image/jpeg')).toEqual({ fileName: `${T}-지붕.HEIC`, thumbnailFileName: `${T}-thumb-지붕.jpg` });
    expect(storagePath(`${T}-roof.jpg`)).toBe(`constructionImages/${T}-roof.jpg`);
  });

  it('keeps the file in the folder and on one line', () => {
    expect(storageNames(T, '../a/b\\c.png', 'image/webp').fileName).toBe(`${T}-.._a_b_c.png`);
    expect(storageNames(T, 'a\nb\t.png', 'image/webp').fileName).toBe(`${T}-a_b_.png`);
    expect(storageNames(T, '   ', 'image/webp')).toEqual({ fileName: `${T}-image`, thumbnailFileName: `${T}-thumb-image.webp` });
  });

  it('shortens long names to IMAGE_FILE_NAME_MAX characters, keeping the extension', () => {
    const names = storageNames(T, `${'가'.repeat(250)}.jpeg`, 'image/webp');
    const name = names.fileName.slice(`${T}-`.length);
    expect(Array.from(name)).toHaveLength(IMAGE_FILE_NAME_MAX);
    expect(name.endsWith('.jpeg')).toBe(true);
    expect(names.thumbnailFileName).toBe(`${T}-thumb-${'가'.repeat(IMAGE_FILE_NAME_MAX - 5)}.webp`);
    // Counted in characters (code points), never cutting a surrogate pair in two.
    const emoji = storageNames(T, '📷'.repeat(150), 'image/webp').fileName.slice(`${T}-`.length);
    expect(Array.from(emoji)).toEqual(Array(IMAGE_FILE_NAME_MAX).fill('📷'));
  });

  it('never gives a display file a thumbnail-shaped name', () => {
    expect(storageNames(T, 'thumb-roof.webp', 'image/webp')).toEqual({
      fileName: `${T}-_thumb-roof.webp`,
      thumbnailFileName: `${T}-thumb-_thumb-roof.webp`,
    });
  });
});
