import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast, type ToastKind, type ToastOptions } from '@/components/ui/toast/toast-context';
import { TOAST_DURATION_MS, MAX_TOASTS } from '@/components/ui/toast/toast-queue';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';

/** The provider with its toasts on screen, and a way to show one as a screen would. */
function renderToasts() {
  const { result } = renderHook(() => useToast(), {
    wrapper: ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>,
  });
  return (kind: ToastKind, message: string, options?: ToastOptions) => act(() => result.current.show(kind, message, options));
}

const viewport = () => screen.getByTestId('toast-viewport');
const shownTexts = () =>
  within(viewport())
    .queryAllByText(/.+/)
    .map((node) => node.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announce errors at once (role=alert) and the rest politely (role=status)', () => {
    const toast = renderToasts();
    toast('error', '제목을 입력해 주세요.');
    toast('success', '이미지를 업로드했습니다.');
    toast('info', '2장은 업로드되었습니다.');
    expect(screen.getByRole('alert')).toHaveTextContent('제목을 입력해 주세요.');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['이미지를 업로드했습니다.', '2장은 업로드되었습니다.']);
  });

  it("replace the toast still shown from the same source: a form's success is not stacked under its error", () => {
    const toast = renderToasts();
    toast('error', '제목을 입력해 주세요.', { source: 'upload-form' });
    toast('info', '이미지 관리로 이동했습니다.');
    toast('success', '이미지를 업로드했습니다.', { source: 'upload-form' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('제목을 입력해 주세요.')).not.toBeInTheDocument();
    // Another source (or none) is left alone.
    expect(shownTexts()).toEqual(['이미지 관리로 이동했습니다.', '이미지를 업로드했습니다.']);
  });

  it('show the same message once, however often it comes', () => {
    const toast = renderToasts();
    toast('error', '로그인이 필요합니다.');
    toast('success', '저장했습니다.');
    toast('error', '로그인이 필요합니다.');
    expect(shownTexts()).toEqual(['저장했습니다.', '로그인이 필요합니다.']);
  });

  it('stack toasts without a source, at most a few at once (the oldest go first)', () => {
    const toast = renderToasts();
    for (let index = 1; index <= MAX_TOASTS + 2; index += 1) toast('success', `알림 ${index}`);
    expect(shownTexts()).toEqual(Array.from({ length: MAX_TOASTS }, (_, index) => `알림 ${index + 3}`));
  });

  it('leave by themselves: successes sooner than errors', () => {
    const toast = renderToasts();
    toast('success', '저장했습니다.');
    toast('error', '저장에 실패했습니다.');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success + 1));
    expect(screen.queryByText('저장했습니다.')).not.toBeInTheDocument();
    expect(screen.getByText('저장에 실패했습니다.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success));
    expect(screen.queryByText('저장에 실패했습니다.')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS.success).toBeLessThan(TOAST_DURATION_MS.error);
  });

  it('give a replacing toast its own full time', () => {
    const toast = renderToasts();
    toast('error', '제목을 입력해 주세요.', { source: 'form' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.error - 100));
    toast('error', '이미지를 선택해주세요', { source: 'form' });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.error - 100));
    expect(screen.getByRole('alert')).toHaveTextContent('이미지를 선택해주세요');
  });

  it('wait while the pointer or the focus is on them, then get their full time again', () => {
    const toast = renderToasts();
    toast('success', '저장했습니다.');
    const status = screen.getByRole('status');
    fireEvent.mouseEnter(status);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success * 3));
    expect(status).toBeInTheDocument();
    fireEvent.mouseLeave(status);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success - 100));
    expect(status).toBeInTheDocument();

    const close = within(status).getByRole('button', { name: '닫기' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success * 3));
    expect(status).toBeInTheDocument();
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success + 1));
    expect(screen.queryByText('저장했습니다.')).not.toBeInTheDocument();
  });

  it('close with their button', () => {
    const toast = renderToasts();
    toast('error', '삭제에 실패했습니다.');
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offer a button action (되돌리기) that closes the toast and runs; such a toast waits to be used or closed', () => {
    const toast = renderToasts();
    const undo = vi.fn();
    toast('success', 'a@example.com 주소를 목록에서 뺐습니다.', {
      actions: [{ label: '되돌리기', accessibleName: 'a@example.com 다시 추가', onSelect: undo }],
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.error * 2));
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'a@example.com 다시 추가' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('carry a quieter second line and several actions in order, a plain link (tel:) among them; using one closes it', () => {
    const toast = renderToasts();
    toast('info', '홍길동님의 새 문의', {
      detail: '지붕 공사 · 원주시 · 사진 2장',
      actions: [{ label: '전화', accessibleName: '홍길동님에게 전화 걸기', href: 'tel:01023456789' }],
    });
    const shown = screen.getByRole('status');
    expect(shown).toHaveTextContent('홍길동님의 새 문의지붕 공사 · 원주시 · 사진 2장');
    const call = within(shown).getByRole('link', { name: '홍길동님에게 전화 걸기' });
    expect(call).toHaveAttribute('href', 'tel:01023456789');
    // It asks for something: no timer.
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.info * 3));
    expect(screen.getByRole('status')).toBeInTheDocument();
    call.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot follow tel:
    fireEvent.click(call);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
