import { describe, expect, it } from 'vitest';
import { isValidPhotoId, PHOTO_ID_MAX_LENGTH } from '@/features/gallery/photo-id';

describe('isValidPhotoId', () => {
  it('accepts document ids', () => {
    expect(isValidPhotoId('roof-asphalt-shingle-house')).toBe(true);
    expect(isValidPhotoId('AbC123xyz0987654321q')).toBe(true);
    expect(isValidPhotoId('a'.repeat(PHOTO_ID_MAX_LENGTH))).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['surrounded by whitespace', ' abc '],
    ['too long', 'a'.repeat(PHOTO_ID_MAX_LENGTH + 1)],
    ['a path', 'a/b'],
    ['dot', '.'],
    ['dot dot', '..'],
    ['a control character', 'a\nb'],
  ])('rejects %s', (_label, id) => {
    expect(isValidPhotoId(id)).toBe(false);
  });
});
