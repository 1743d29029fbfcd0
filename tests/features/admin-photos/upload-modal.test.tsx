import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/domain/errors';
import { uploadMessages } from '@/features/photo-upload/copy';
import { seedPhotos } from '../../support/factories';
import { FakeAdminBackend } from '../../support/fake-admin-backend';
import { renderPhotosPage } from '../../support/render-photos-page';

// jsdom has no canvas encoder: the browser-side resize is replaced here and tested on its own (image-processing.test.ts).
vi.mock('@/lib/images/image-processing', () => import('../../support/image-processing-stub'));

// Failures are logged on purpose; keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const photo = (name = 'roof.jpg') => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });

async function openUpload(backend = new FakeAdminBackend(seedPhotos(8))) {
  const user = userEvent.setup();
  renderPhotosPage({ backend });
  await screen.findByText('전체 8장');
  await user.click(screen.getByRole('button', { name: '이미지 업로드' }));
  const dialog = screen.getByRole('dialog', { name: '이미지 업로드' });
  return { user, backend, dialog };
}

const submitButton = (dialog: HTMLElement) => within(dialog.parentElement!).getByRole('button', { name: /업로드$|업로드 중/ });

describe('Upload modal', () => {
  it('offers an image-only file input and a camera capture input', async () => {
    const { dialog } = await openUpload();
    const picker = within(dialog).getByLabelText('사진 선택');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAttribute('multiple');
    expect(picker).toBeRequired();
    const camera = within(dialog).getByLabelText('카메라로 촬영');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(within(dialog).getByLabelText('분류')).toHaveValue('지보공사');
    expect(
      within(within(dialog).getByLabelText('분류'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['지보공사', 'AS']);
  });

  it('says 이미지를 선택해주세요 without a file and asks for a title', async () => {
    const { user, dialog, backend } = await openUpload();
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));

    // One alert for the first problem; each problem also stands beside its field.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['이미지를 선택해주세요']);
    expect(within(dialog).getByLabelText('사진 선택')).toHaveAccessibleDescription(expect.stringContaining('이미지를 선택해주세요'));
    expect(within(dialog).getByLabelText(/^제목/)).toHaveAccessibleDescription(uploadMessages.titleRequired);
    expect(within(dialog).getByLabelText('사진 선택')).toHaveFocus();
    expect(backend.uploadPhoto).not.toHaveBeenCalled();
  });

  it('asks for a title when only the file is given', async () => {
    const { user, dialog, backend } = await openUpload();
    await user.upload(within(dialog).getByLabelText('사진 선택'), photo());
    expect(within(dialog).getByText('roof.jpg')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^제목/), '   ');
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.titleRequired);
    expect(within(dialog).getByLabelText(/^제목/)).toHaveFocus();
    expect(backend.uploadPhoto).not.toHaveBeenCalled();
  });

  it("replaces the form's error toast with its success: only 이미지를 업로드했습니다. stays", async () => {
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('사진 선택'), photo());
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.titleRequired);

    await user.type(within(dialog).getByLabelText(/^제목/), '삼척 창고 지붕');
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));
    expect(await screen.findByRole('status', {})).toHaveTextContent('이미지를 업로드했습니다.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(uploadMessages.titleRequired)).not.toBeInTheDocument();
    expect(within(screen.getByTestId('toast-viewport')).getAllByRole('status')).toHaveLength(1);
  });

  it('refuses files that are not images, chosen or dropped', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(2)) });
    await screen.findByText('전체 2장');
    await user.click(screen.getByRole('button', { name: '이미지 업로드' }));
    const dialog = screen.getByRole('dialog', { name: '이미지 업로드' });

    await user.upload(within(dialog).getByLabelText('사진 선택'), new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.imagesOnly);
    expect(within(dialog).queryByText('quote.pdf')).not.toBeInTheDocument();

    fireEvent.drop(screen.getByTestId('upload-drop-zone'), {
      dataTransfer: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' }), photo('dropped.jpg')] },
    });
    expect(within(dialog).getByText('dropped.jpg')).toBeInTheDocument();
    expect(within(dialog).queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.getAllByText(uploadMessages.imagesOnly).length).toBeGreaterThanOrEqual(2);
  });

  it('shows real progress, blocks closing while uploading, then closes on page 1 with the new count', async () => {
    const backend = new FakeAdminBackend(seedPhotos(8));
    backend.holdUploads = true;
    const { user, dialog } = await openUpload(backend);

    // Start on page 2 to see the list come back to page 1.
    const nav = screen.getByRole('navigation', { name: '이미지 목록 페이지' });
    await act(async () => {
      within(nav).getByRole('button', { name: '다음' }).click();
    });
    await waitFor(() => expect(within(nav).getByText('2 / 2')).toBeInTheDocument());

    await user.upload(within(dialog).getByLabelText('사진 선택'), photo());
    await user.type(within(dialog).getByLabelText(/^제목/), '강릉 주택 지붕');
    await user.selectOptions(within(dialog).getByLabelText('분류'), 'AS');
    await user.type(within(dialog).getByLabelText(/^설명/), '징크 마감');
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));

    await waitFor(() => expect(backend.held).toHaveLength(1));
    const bar = within(dialog).getByRole('progressbar', { name: '업로드 진행률' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => backend.held[0]!.onProgress(40));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByText('40%')).toBeInTheDocument();

    expect(within(dialog.parentElement!).getByRole('button', { name: '취소' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeDisabled();
    expect(submitButton(dialog)).toHaveTextContent('업로드 중...');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '이미지 업로드' })).toBeInTheDocument();

    act(() => backend.held[0]!.onProgress(100));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    await act(async () => backend.held[0]!.finish());

    expect(await screen.findByText('이미지를 업로드했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('전체 9장')).toBeInTheDocument());
    expect(within(screen.getByRole('navigation', { name: '이미지 목록 페이지' })).getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '강릉 주택 지붕' })).toBeInTheDocument();
    expect(backend.uploadPhoto.mock.calls[0]![0]).toMatchObject({
      originalName: 'roof.jpg',
      title: '강릉 주택 지붕',
      category: 'AS',
      description: '징크 마감',
    });

    // Opened again, the form is empty.
    await user.click(screen.getByRole('button', { name: '이미지 업로드' }));
    const again = screen.getByRole('dialog', { name: '이미지 업로드' });
    expect(within(again).getByLabelText(/^제목/)).toHaveValue('');
    expect(within(again).queryByText('roof.jpg')).not.toBeInTheDocument();
  });

  it('says 메타데이터 저장 실패 when the document cannot be saved, and keeps the form', async () => {
    const backend = new FakeAdminBackend(seedPhotos(8));
    backend.uploadPhoto.mockRejectedValueOnce(new BackendError('upload/metadata-failed', 'permission-denied'));
    const { user, dialog } = await openUpload(backend);
    await user.upload(within(dialog).getByLabelText('사진 선택'), photo());
    await user.type(within(dialog).getByLabelText(/^제목/), '옥상 방수');
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('메타데이터 저장 실패');
    expect(screen.getByRole('dialog', { name: '이미지 업로드' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^제목/)).toHaveValue('옥상 방수');
    expect(within(dialog).getByText('roof.jpg')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog.parentElement!).getByRole('button', { name: '취소' })).toBeEnabled();
  });

  it('says 업로드 실패 with the error message when the file upload fails', async () => {
    const backend = new FakeAdminBackend(seedPhotos(8));
    backend.uploadPhoto.mockRejectedValueOnce(new BackendError('upload/failed', 'storage/quota-exceeded'));
    const { user, dialog } = await openUpload(backend);
    await user.upload(within(dialog).getByLabelText('사진 선택'), photo());
    await user.type(within(dialog).getByLabelText(/^제목/), '옥상 방수');
    await user.click(within(dialog).getByRole('button', { name: '업로드' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('업로드 실패: storage/quota-exceeded');
    expect(within(dialog).getByLabelText(/^제목/)).toHaveValue('옥상 방수');
  });

  it('uploads several photos under one numbered title', async () => {
    const { user, dialog, backend } = await openUpload();
    await user.upload(within(dialog).getByLabelText('사진 선택'), [photo('a.jpg'), photo('b.jpg')]);
    expect(within(dialog).getByText('선택한 사진 2장')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'b.jpg 빼기' }));
    await user.upload(within(dialog).getByLabelText('사진 선택'), [photo('b.jpg'), photo('c.jpg')]);
    await user.type(within(dialog).getByLabelText(/^제목/), '외벽 리모델링');
    expect(within(dialog).getByText('여러 장을 올리면 제목 뒤에 (1), (2)처럼 번호가 붙습니다.')).toBeInTheDocument();
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '3장 업로드' }));

    expect(await screen.findByText('이미지 3장을 업로드했습니다.')).toBeInTheDocument();
    expect(backend.uploadPhoto.mock.calls.map(([input]) => [input.originalName, input.title])).toEqual([
      ['a.jpg', '외벽 리모델링 (1)'],
      ['b.jpg', '외벽 리모델링 (2)'],
      ['c.jpg', '외벽 리모델링 (3)'],
    ]);
    await waitFor(() => expect(screen.getByText('전체 11장')).toBeInTheDocument());
  });

  it('needs a signed-in admin to upload', async () => {
    const user = userEvent.setup();
    const { backend } = renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(1)), user: null });
    await screen.findByText('전체 1장');
    await user.click(screen.getByRole('button', { name: '이미지 업로드' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인이 필요합니다.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.uploadPhoto).not.toHaveBeenCalled();
  });
});
