import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAdminBackend, seedImages } from './support/fake-admin-backend';
import { renderImagesPage } from './support/render-images-page';
import { followSuggestion, suggestedTitle } from '../../../src/features/admin-images/suggested-title';

// jsdom has no canvas encoder: the browser-side resize is replaced here and tested on its own (image-processing.test.ts).
vi.mock('../../../src/lib/images/image-processing', () => import('./support/image-processing-stub'));

/** Noon in Korea on 23 November: the same day in any time zone the tests may run in. */
const ON_SITE = new Date('2026-11-23T03:00:00Z');
const CAMERA_PATH = '/jy-dev/images?upload=camera';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ON_SITE);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

const photo = () => new File(['jpeg-bytes'], 'site.jpg', { type: 'image/jpeg' });

describe('the suggested title of site photos', () => {
  it('is the day and 현장 사진, or the day and the work type once one is chosen', () => {
    expect(suggestedTitle(ON_SITE, null)).toBe('11월 23일 현장 사진');
    expect(suggestedTitle(ON_SITE, 'roofing')).toBe('11월 23일 지붕 공사 현장');
    expect(suggestedTitle(ON_SITE, 'waterproofing')).toBe('11월 23일 방수 공사 현장');
    expect(suggestedTitle(new Date('2026-03-05T03:00:00Z'), 'ground')).toBe('3월 5일 지반 보강 현장');
  });

  it('follows the work type until the staff types in the title, then stays theirs', () => {
    const suggest = (workType: Parameters<typeof suggestedTitle>[1]) => suggestedTitle(ON_SITE, workType);
    const start = { suggest, edited: false };
    const roofing = followSuggestion(start, '11월 23일 현장 사진', { title: '11월 23일 현장 사진' }, 'roofing');
    expect(roofing).toEqual({ title: '11월 23일 지붕 공사 현장', edited: false });

    const typed = followSuggestion({ suggest, edited: roofing.edited }, roofing.title, { title: '창고 지붕 교체' }, 'roofing');
    expect(typed).toEqual({ title: '창고 지붕 교체', edited: true });
    const later = followSuggestion({ suggest, edited: typed.edited }, typed.title, { title: '창고 지붕 교체' }, 'waterproofing');
    expect(later).toEqual({ title: '창고 지붕 교체', edited: true });
  });
});

describe('?upload=camera (현장 사진 올리기)', () => {
  it('opens the upload with the camera first, focused, and an editable suggested title', async () => {
    renderImagesPage({ backend: new FakeAdminBackend(seedImages(3)), path: CAMERA_PATH });
    const dialog = await screen.findByRole('dialog', { name: '이미지 업로드' });
    const camera = within(dialog).getByLabelText('카메라로 촬영');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    // The camera comes before the gallery picker, and has the focus.
    const inputs = dialog.querySelectorAll('input[type="file"]');
    expect(inputs[0]).toBe(camera);
    expect(camera).toHaveFocus();
    expect(within(dialog).getByLabelText(/^제목/)).toHaveValue('11월 23일 현장 사진');
  });

  it('uploads the photo under the suggested title, or under what the staff typed instead', async () => {
    const user = userEvent.setup();
    const { backend } = renderImagesPage({ backend: new FakeAdminBackend(seedImages(3)), path: CAMERA_PATH });
    const dialog = await screen.findByRole('dialog', { name: '이미지 업로드' });
    await user.upload(within(dialog).getByLabelText('카메라로 촬영'), photo());
    const title = within(dialog).getByLabelText(/^제목/);
    await user.clear(title);
    await user.type(title, '삼척 창고 지붕 철거');
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));
    expect(await screen.findByText('이미지를 업로드했습니다.')).toBeInTheDocument();
    expect(backend.uploadImage.mock.calls[0]![0]).toMatchObject({ title: '삼척 창고 지붕 철거', originalName: 'site.jpg' });
    // Done: the upload closed and the URL no longer asks for it (a reload does not reopen it).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jy-dev\/images$/);
  });

  it('lets the suggested title follow the chosen 공사 종류 until the staff types in it', async () => {
    const user = userEvent.setup();
    const { backend } = renderImagesPage({ backend: new FakeAdminBackend(seedImages(1)), path: CAMERA_PATH });
    const dialog = await screen.findByRole('dialog', { name: '이미지 업로드' });
    const title = within(dialog).getByLabelText(/^제목/);
    const workType = within(dialog).getByRole('combobox', { name: /공사 종류/ });

    await user.selectOptions(workType, '지붕 공사');
    expect(title).toHaveValue('11월 23일 지붕 공사 현장');
    await user.selectOptions(workType, '방수 공사');
    expect(title).toHaveValue('11월 23일 방수 공사 현장');
    await user.selectOptions(workType, '선택 안 함');
    expect(title).toHaveValue('11월 23일 현장 사진');

    // Typed in: the title is the staff's from then on.
    await user.type(title, ' 2층');
    await user.selectOptions(workType, '지반 보강');
    expect(title).toHaveValue('11월 23일 현장 사진 2층');

    await user.upload(within(dialog).getByLabelText('카메라로 촬영'), photo());
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));
    await waitFor(() => expect(backend.uploadImage).toHaveBeenCalled());
    expect(backend.uploadImage.mock.calls[0]![0]).toMatchObject({ title: '11월 23일 현장 사진 2층', workType: 'ground' });
  });

  it('keeps the suggestion when it is not changed', async () => {
    const user = userEvent.setup();
    const { backend } = renderImagesPage({ backend: new FakeAdminBackend(seedImages(1)), path: CAMERA_PATH });
    const dialog = await screen.findByRole('dialog', { name: '이미지 업로드' });
    await user.upload(within(dialog).getByLabelText('카메라로 촬영'), photo());
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));
    await waitFor(() => expect(backend.uploadImage).toHaveBeenCalled());
    expect(backend.uploadImage.mock.calls[0]![0]).toMatchObject({ title: '11월 23일 현장 사진' });
  });

  it('drops ?upload=camera when cancelled, and the plain upload has no suggestion', async () => {
    const user = userEvent.setup();
    renderImagesPage({ backend: new FakeAdminBackend(seedImages(2)), path: CAMERA_PATH });
    const dialog = await screen.findByRole('dialog', { name: '이미지 업로드' });
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jy-dev\/images$/);

    await user.click(screen.getByRole('button', { name: '이미지 업로드' }));
    const plain = screen.getByRole('dialog', { name: '이미지 업로드' });
    expect(within(plain).getByLabelText(/^제목/)).toHaveValue('');
    expect(plain.querySelectorAll('input[type="file"]')[0]).toBe(within(plain).getByLabelText('사진 선택'));
  });

  it('opens the camera at once while the tap that led here still counts, and not otherwise', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { isActive: true, hasBeenActive: true } });
    try {
      const first = renderImagesPage({ backend: new FakeAdminBackend(seedImages(1)), path: CAMERA_PATH });
      await screen.findByRole('dialog', { name: '이미지 업로드' });
      expect(click).toHaveBeenCalledTimes(1);
      expect(click.mock.contexts[0]).toBe(screen.getByLabelText('카메라로 촬영'));
      first.unmount();

      click.mockClear();
      Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { isActive: false, hasBeenActive: true } });
      renderImagesPage({ backend: new FakeAdminBackend(seedImages(1)), path: CAMERA_PATH });
      await screen.findByRole('dialog', { name: '이미지 업로드' });
      expect(click).not.toHaveBeenCalled();
      expect(screen.getByLabelText('카메라로 촬영')).toHaveFocus();
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('opens nothing for someone who is not a signed-in administrator', async () => {
    renderImagesPage({ backend: new FakeAdminBackend(seedImages(2)), path: CAMERA_PATH, user: null });
    await screen.findByText('전체 2장');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
