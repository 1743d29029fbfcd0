import { describe, expect, it } from 'vitest';
import { INQUIRY_STATUSES } from '@/domain/categories';
import { STORED_INQUIRY_STATUSES, fromStoredInquiryStatus, toStoredInquiryStatus } from '@/domain/stored-inquiry-status';

describe('inquiry statuses as stored', () => {
  it('maps each status to its stored value, in the same order (a new inquiry is the first on both sides), and back', () => {
    expect(INQUIRY_STATUSES.map(toStoredInquiryStatus)).toEqual(STORED_INQUIRY_STATUSES);
    for (const status of INQUIRY_STATUSES) expect(fromStoredInquiryStatus(toStoredInquiryStatus(status))).toBe(status);
  });

  it('knows no other stored value: not a code value, another word, nothing at all', () => {
    for (const stored of ['new', 'checking', '보류', '신규 ', '', null, undefined, 0]) expect(fromStoredInquiryStatus(stored)).toBeNull();
  });
});
