import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BackendAdapter, PublicBackend } from '@/backend/port';
import { setBackendAdapter } from '@/backend/registry';
import { usePhotoPicker } from '@/components/photo-picker/use-photo-picker';
import { INQUIRY_PHOTO_LIMITS } from '@/config/limits';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { contactMessages } from '@/features/contact/copy';
import { EMPTY_INQUIRY_FORM } from '@/features/contact/inquiry-form';
import { useInquiryForm } from '@/features/contact/use-inquiry-form';
import { SiteSettingsProvider } from '@/lib/site-settings/SiteSettingsProvider';

/** The form reads the consent notice in force from the site settings. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <SiteSettingsProvider initial={FIRST_SITE_SETTINGS}>{children}</SiteSettingsProvider>
);

function installSubmit(submit: PublicBackend['submitInquiry']) {
  const spy = vi.fn(submit);
  setBackendAdapter({
    kind: 'demo',
    publicBackend: async () => ({ submitInquiry: spy }) as unknown as PublicBackend,
  } as unknown as BackendAdapter);
  return spy;
}

function useForm(workParam: string | null = null) {
  return useInquiryForm(usePhotoPicker(INQUIRY_PHOTO_LIMITS.maxFiles), workParam);
}

function fill(result: { current: ReturnType<typeof useForm> }) {
  act(() => {
    result.current.setField('name', '홍길동');
    result.current.setField('phone', '010-1234-5678');
    result.current.setField('message', '견적 부탁드립니다.');
    result.current.setField('consent', true);
  });
}

describe('useInquiryForm', () => {
  it('sends once even when submit is called twice while the first is in flight', async () => {
    let release!: (id: string) => void;
    const spy = installSubmit(() => new Promise<string>((resolve) => (release = resolve)));
    const { result } = renderHook(() => useForm(), { wrapper });
    fill(result);

    let first!: Promise<void>;
    await act(async () => {
      first = result.current.submit();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.phase).toBe('sending');
    await act(async () => {
      await result.current.submit();
    });
    await act(async () => {
      release('inq-1');
      await first;
    });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('done');
    expect(result.current.receipt).toMatchObject({ photoTotal: 0, failed: [], retrying: false });
    expect(result.current.receipt?.input).toMatchObject({ name: '홍길동', preferredCallTime: null, workType: null });
    expect(result.current.values).toEqual(EMPTY_INQUIRY_FORM);
  });

  it('pretends success without calling the backend when the honeypot is filled', async () => {
    const spy = installSubmit(async () => 'never');
    const { result } = renderHook(() => useForm(), { wrapper });
    fill(result);
    act(() => result.current.setField('honeypot', 'http://spam.example'));
    await act(() => result.current.submit());
    expect(spy).not.toHaveBeenCalled();
    expect(result.current.phase).toBe('done');
    expect(result.current.values).toEqual(EMPTY_INQUIRY_FORM);
  });

  it('keeps the values and reports the failure when the backend rejects', async () => {
    installSubmit(() => Promise.reject(new Error('down')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useForm('roofing'), { wrapper });
    fill(result);
    act(() => result.current.setField('region', '강릉시'));
    await act(() => result.current.submit());
    expect(result.current.failure).toBe(contactMessages.failure);
    expect(result.current.values).toMatchObject({
      name: '홍길동',
      phone: '010-1234-5678',
      consent: true,
      workType: 'roofing',
      region: '강릉시',
    });
    expect(result.current.phase).toBe('editing');
  });

  it('marks every invalid field in one round (the consent too) and clears a mark when that field is edited', async () => {
    const spy = installSubmit(async () => 'never');
    const { result } = renderHook(() => useForm(), { wrapper });
    await act(() => result.current.submit());
    expect(result.current.invalid).toEqual(['name', 'phone', 'message', 'consent']);
    expect(result.current.summary).toBe(contactMessages.required);
    act(() => result.current.setField('phone', '010'));
    expect(result.current.invalid).toEqual(['name', 'message', 'consent']);
    act(() => result.current.setField('consent', true));
    expect(result.current.invalid).toEqual(['name', 'message']);
    expect(result.current.summary).toBe(contactMessages.required);
    act(() => result.current.setField('name', '홍길동'));
    act(() => result.current.setField('message', '누수'));
    expect(result.current.summary).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('preselects the work type of ?work= only when it names one', () => {
    expect(renderHook(() => useForm('metal-roofing'), { wrapper }).result.current.values.workType).toBe('metal-roofing');
    expect(renderHook(() => useForm('spaceship'), { wrapper }).result.current.values.workType).toBeNull();
    expect(renderHook(() => useForm(null), { wrapper }).result.current.values.workType).toBeNull();
  });
});
