import { describe, expect, it } from 'vitest';
import { reviewLinkStateOf } from '@/backend/shared/review-rules';
import { REVIEW_LINK_TOKEN_LENGTH, REVIEW_LINK_VALID_DAYS } from '@/config/limits';
import { isReviewToken, newReviewToken, reviewLinkExpiry, reviewPhotoNumber, reviewPhotoPath } from '@/domain/reviews';

describe('review links', () => {
  it('makes tokens of 192 random bits: base64url of REVIEW_LINK_TOKEN_LENGTH characters, never the same', () => {
    const tokens = Array.from({ length: 200 }, newReviewToken);
    for (const token of tokens) {
      expect(token).toHaveLength(REVIEW_LINK_TOKEN_LENGTH);
      expect(isReviewToken(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // 6 bits a character: at least 128 bits, as the link must be unguessable.
    expect(REVIEW_LINK_TOKEN_LENGTH * 6).toBeGreaterThanOrEqual(128);
  });

  it('names no link with anything else', () => {
    for (const value of ['', 'short', 'a'.repeat(REVIEW_LINK_TOKEN_LENGTH - 1), `${'a'.repeat(REVIEW_LINK_TOKEN_LENGTH - 1)}/`, 42, null]) {
      expect(isReviewToken(value)).toBe(false);
    }
  });

  it('stops working REVIEW_LINK_VALID_DAYS after it was made, and once used', () => {
    const made = new Date('2026-11-01T10:00:00Z');
    const expiresAt = reviewLinkExpiry(made).getTime();
    expect(expiresAt - made.getTime()).toBe(REVIEW_LINK_VALID_DAYS * 24 * 60 * 60 * 1000);
    const link = { expiresAt, used: false, workType: null };
    expect(reviewLinkStateOf(link, expiresAt - 1)).toEqual({ state: 'open', expiresAt: new Date(expiresAt), workType: null });
    expect(reviewLinkStateOf(link, expiresAt)).toEqual({ state: 'expired' });
    expect(reviewLinkStateOf({ ...link, used: true }, made.getTime())).toEqual({ state: 'used' });
    expect(reviewLinkStateOf(null, made.getTime())).toEqual({ state: 'not-found' });
  });

  it('names review photos reviews/{id}/photo-{n} and reads the number back', () => {
    expect(reviewPhotoPath('rev-1', 2)).toBe('reviews/rev-1/photo-2');
    expect(reviewPhotoNumber('reviews/rev-1/photo-2')).toBe(2);
    expect(reviewPhotoNumber('reviews/rev-1/photo-2.jpg')).toBeNull();
  });
});
