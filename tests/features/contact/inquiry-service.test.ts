import { describe, expect, it, vi } from 'vitest';
import { createDemoAdapter } from '@/backend/demo/adapter';
import type { BackendAdapter, PublicBackend } from '@/backend/port';
import { setBackendAdapter } from '@/backend/registry';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import type { InquiryInput } from '@/domain/types';
import { submitInquiry } from '@/features/contact/inquiry-service';

const input: InquiryInput = {
  name: '홍길동',
  email: 'hong@example.com',
  phone: '010-1234-5678',
  message: '옥상 방수 견적 문의드립니다.',
  privacyConsentVersion: PRIVACY_CONSENT_VERSION,
  workType: null,
  region: null,
  preferredCallTime: null,
  photoCount: 0,
};

describe('submitInquiry', () => {
  it('sends the input through publicBackend().submitInquiry and returns the new id', async () => {
    const submit = vi.fn<PublicBackend['submitInquiry']>().mockResolvedValue('inq-1');
    const adapter = {
      kind: 'demo',
      publicBackend: async () => ({ submitInquiry: submit }) as unknown as PublicBackend,
    } as unknown as BackendAdapter;
    setBackendAdapter(adapter);
    await expect(submitInquiry(input)).resolves.toBe('inq-1');
    expect(submit).toHaveBeenCalledExactlyOnceWith(input);
  });

  it('passes a backend failure on to the caller', async () => {
    const adapter = {
      kind: 'demo',
      publicBackend: async () => ({ submitInquiry: () => Promise.reject(new Error('offline')) }) as unknown as PublicBackend,
    } as unknown as BackendAdapter;
    setBackendAdapter(adapter);
    await expect(submitInquiry(input)).rejects.toThrow('offline');
  });

  it('stores the inquiry as 신규 with a new_inquiry activity in the demo backend', async () => {
    const adapter = createDemoAdapter({ dbName: `inquiry-service-${crypto.randomUUID()}`, seed: 'empty' });
    setBackendAdapter(adapter);
    const id = await submitInquiry(input);

    await (await adapter.authBackend()).signIn('admin@example.com', 'demo1234');
    const admin = await adapter.adminBackend();
    expect(await admin.countInquiries('new')).toBe(1);
    const page = await admin.getInquiryPage({ pageSize: 7, direction: 'initial' });
    expect(page.items).toEqual([expect.objectContaining({ id, ...input, status: 'new', submittedAt: expect.any(Date) })]);
    const activities = await new Promise<unknown[]>((resolve, reject) => {
      const stop = admin.subscribeRecentActivities(5, (list) => list.length > 0 && (stop(), resolve(list)), reject);
    });
    expect(activities).toEqual([
      expect.objectContaining({
        type: 'new_inquiry',
        relatedId: id,
        timestamp: expect.any(Date),
        expireAt: expect.any(Date),
        details: expect.objectContaining({ inquiryName: '홍길동', inquiryEmail: 'hong@example.com' }),
      }),
    ]);
  });
});
