import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jpegWithExifDate } from '../../support/exif-jpeg';
import { makeAdminPhoto, seedPhotos } from '../../support/factories';
import { FakeAdminBackend } from '../../support/fake-admin-backend';
import { renderPhotosPage } from '../../support/render-photos-page';

// jsdom has no canvas encoder: the browser-side resize is replaced here and tested on its own (image-processing.test.ts).
vi.mock('@/lib/images/image-processing', () => import('../../support/image-processing-stub'));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const OPTIONS = ['선택 안 함', '지붕 공사', '방수 공사', '징크·금속 지붕', '외벽 리모델링', '지반 보강'];

/** The photos screen with `backend`, its upload modal open. */
async function openUpload(backend: FakeAdminBackend) {
  const user = userEvent.setup();
  renderPhotosPage({ backend });
  await screen.findByText(`전체 ${backend.photos.length}장`);
  await user.click(screen.getByRole('button', { name: '이미지 업로드' }));
  return { user, dialog: screen.getByRole('dialog', { name: '이미지 업로드' }) };
}

/** The 공사 종류 select of the upload and edit forms, and the EXIF shooting date sent with an upload. */
describe('Work type in the image forms', () => {
  it('the upload form offers 선택 안 함 and each work type, and sends the chosen one with the photo’s shooting date', async () => {
    const backend = new FakeAdminBackend(seedPhotos(2));
    const { user, dialog } = await openUpload(backend);

    const select = within(dialog).getByRole('combobox', { name: /공사 종류/ });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(OPTIONS);
    expect(select).toHaveAccessibleDescription(expect.stringContaining('공사 종류별 보기'));

    const photo = new File([jpegWithExifDate('2024:05:03 14:05:09')], 'roof.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('사진 선택'), photo);
    await user.type(within(dialog).getByLabelText(/^제목/), '원주 지붕 교체');
    await user.selectOptions(select, '지붕 공사');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '업로드' }));

    expect(await screen.findByText('이미지를 업로드했습니다.')).toBeInTheDocument();
    expect(backend.uploadPhoto.mock.calls[0]?.[0]).toMatchObject({
      title: '원주 지붕 교체',
      workType: 'roofing',
      takenAt: new Date(2024, 4, 3, 14, 5, 9),
    });
  });

  it('an upload without a chosen type or EXIF date sends none of either', async () => {
    const backend = new FakeAdminBackend(seedPhotos(1));
    const { user, dialog } = await openUpload(backend);
    await user.upload(within(dialog).getByLabelText('사진 선택'), new File(['png'], 'plan.png', { type: 'image/png' }));
    await user.type(within(dialog).getByLabelText(/^제목/), '도면');
    await user.click(within(dialog.parentElement!).getByRole('button', { name: '업로드' }));
    await screen.findByText('이미지를 업로드했습니다.');
    expect(backend.uploadPhoto.mock.calls[0]?.[0]).toMatchObject({ workType: null, takenAt: null });
  });

  it('the edit form starts from the image’s type, saves a new one, and can clear it', async () => {
    const user = userEvent.setup();
    const backend = new FakeAdminBackend([makeAdminPhoto(1, { workType: 'waterproofing', title: '옥상 방수' }), makeAdminPhoto(2)]);
    renderPhotosPage({ backend });
    await screen.findByText('전체 2장');
    const card = (title: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByText(title))!;

    await user.click(within(card('옥상 방수')).getByRole('button', { name: /^수정/ }));
    let dialog = screen.getByRole('dialog', { name: '이미지 정보 수정' });
    const select = within(dialog).getByRole('combobox', { name: /공사 종류/ });
    expect(select).toHaveValue('waterproofing');
    await user.selectOptions(select, '외벽 리모델링');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(backend.updatePhoto).toHaveBeenCalledTimes(1));
    expect(backend.updatePhoto).toHaveBeenLastCalledWith('img-001', {
      title: '옥상 방수',
      category: 'AS',
      workType: 'exterior',
      description: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card('시공 사진 2')).getByRole('button', { name: /^수정/ }));
    dialog = screen.getByRole('dialog', { name: '이미지 정보 수정' });
    expect(within(dialog).getByRole('combobox', { name: /공사 종류/ })).toHaveValue('');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /공사 종류/ }), '지반 보강');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /공사 종류/ }), '선택 안 함');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(backend.updatePhoto).toHaveBeenCalledTimes(2));
    expect(backend.updatePhoto).toHaveBeenLastCalledWith('img-002', expect.objectContaining({ workType: null }));
  });
});
