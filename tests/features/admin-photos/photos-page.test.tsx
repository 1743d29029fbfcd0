import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/backend/shared/messages';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import { BackendError } from '@/domain/errors';
import { photoMessages } from '@/features/admin-photos/copy';
import { uploadMessages } from '@/features/photo-upload/copy';
import { makeAdminPhoto, seedPhotos } from '../../support/factories';
import { FakeAdminBackend } from '../../support/fake-admin-backend';
import { fakeCursor, positionOf } from '../../support/memory-paging';
import { renderPhotosPage } from '../../support/render-photos-page';
import { moreButton, rowMenuItem } from './support/row-menu';

// Failures are logged on purpose; keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const cards = () => within(screen.getByRole('list', { name: '업로드된 이미지' })).getAllByRole('article');
const card = (title: string) => screen.getByRole('article', { name: title });
const button = (scope: HTMLElement, label: string) => within(scope).getByRole('button', { name: new RegExp(`^${label}`) });

describe('PhotosPage: list and pagination', () => {
  it('shows 6 cards per page with the hero in blue and the featured image in amber', async () => {
    renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(8)) });
    await waitFor(() => expect(cards()).toHaveLength(6));

    const hero = card('시공 사진 1');
    expect(within(hero).getByText('현재 배경 이미지')).toBeInTheDocument();
    expect(hero.className).toMatch(/border-blue-500/);
    expect(within(hero).queryByText('대표 프로젝트')).not.toBeInTheDocument();

    const featured = card('시공 사진 2');
    expect(within(featured).getByText('대표 프로젝트')).toBeInTheDocument();
    expect(featured.className).toMatch(/border-brand-500/);
    expect(within(featured).queryByText('현재 배경 이미지')).not.toBeInTheDocument();

    const plain = card('시공 사진 3');
    expect(plain.className).not.toMatch(/border-(blue|brand)-500/);
    expect(within(plain).getByRole('img', { name: '시공 사진 3' })).toHaveAttribute('src', 'https://example.test/thumb-3.webp');
    expect(within(plain).getByText('AS')).toBeInTheDocument();
    expect(within(plain).getByText(/^2023\.12\.29 \(금\) \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(plain).queryByRole('list', { name: '홈페이지 노출' })).not.toBeInTheDocument();
    expect(screen.getByText('전체 8장')).toBeInTheDocument();
  });

  it('shows 수정 on the row and the other actions in its ⋯ menu, 삭제 last and set apart', async () => {
    const user = userEvent.setup();
    renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(3)) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const plain = card('시공 사진 3');
    // On the row: 수정 and ⋯ only; 삭제 is not a button beside 수정.
    expect(
      within(plain)
        .getAllByRole('button')
        .map((node) => node.getAttribute('aria-label') ?? node.textContent),
    ).toEqual(['수정 (시공 사진 3)', '더 보기 (시공 사진 3)']);
    const more = moreButton(plain);
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: '더 보기 (시공 사진 3)' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['대표 프로젝트로 지정', '배경으로 설정', '삭제']);
    for (const item of items) expect(item).not.toHaveAttribute('aria-disabled');
    expect(items[2]!.className).toMatch(/border-t/);
    expect(items[0]).toHaveFocus();
  });

  it('names the work type on the row when the image has one', async () => {
    renderPhotosPage({ backend: new FakeAdminBackend([makeAdminPhoto(1, { workType: 'waterproofing' }), makeAdminPhoto(2)]) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(card('시공 사진 1')).getByText('방수 공사')).toBeInTheDocument();
    for (const label of Object.values(WORK_TYPE_LABELS)) expect(within(card('시공 사진 2')).queryByText(label)).not.toBeInTheDocument();
  });

  it('shows both marks, in words, for an image that is both the background and featured', async () => {
    renderPhotosPage({ backend: new FakeAdminBackend([makeAdminPhoto(1, { isHeroImage: true, isFeatured: true }), makeAdminPhoto(2)]) });
    await waitFor(() => expect(cards()).toHaveLength(2));
    const marks = within(card('시공 사진 1')).getByRole('list', { name: '홈페이지 노출' });
    expect(
      within(marks)
        .getAllByRole('listitem')
        .map((mark) => mark.textContent),
    ).toEqual(['현재 배경 이미지', '대표 프로젝트']);
    expect(within(card('시공 사진 2')).queryByRole('list', { name: '홈페이지 노출' })).not.toBeInTheDocument();
  });

  it('pages forward and back with cursors, showing X / Y from the count', async () => {
    const user = userEvent.setup();
    const { backend } = renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(14)) });
    const nav = await screen.findByRole('navigation', { name: '이미지 목록 페이지' });
    await waitFor(() => expect(within(nav).getByText('1 / 3')).toBeInTheDocument());
    expect(within(nav).getByRole('button', { name: '이전' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(within(nav).getByText('2 / 3')).toBeInTheDocument());
    expect(cards().map((item) => item.getAttribute('aria-labelledby') && within(item).getByRole('heading').textContent)).toEqual([
      '시공 사진 7',
      '시공 사진 8',
      '시공 사진 9',
      '시공 사진 10',
      '시공 사진 11',
      '시공 사진 12',
    ]);
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith({
      pageSize: 6,
      direction: 'next',
      cursor: fakeCursor(positionOf(makeAdminPhoto(6).uploadedAt, 'img-006')),
    });

    await user.click(within(nav).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(within(nav).getByText('3 / 3')).toBeInTheDocument());
    expect(cards()).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: '다음' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: '이전' }));
    await waitFor(() => expect(within(nav).getByText('2 / 3')).toBeInTheDocument());
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith({
      pageSize: 6,
      direction: 'prev',
      cursor: fakeCursor(positionOf(makeAdminPhoto(13).uploadedAt, 'img-013')),
    });
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('시공 사진 7');

    await user.click(within(nav).getByRole('button', { name: '이전' }));
    await waitFor(() => expect(within(nav).getByText('1 / 3')).toBeInTheDocument());
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('시공 사진 1');
  });

  it('falls back to the display image without a thumbnail, and to the placeholder when it cannot load', async () => {
    renderPhotosPage({ backend: new FakeAdminBackend([makeAdminPhoto(1, { thumbnailUrl: null })]) });
    const image = await screen.findByRole('img', { name: '시공 사진 1' });
    expect(image).toHaveAttribute('src', 'https://example.test/display-1.webp');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/photo-fallback.svg');
  });

  it('says 업로드된 이미지가 없습니다 when there are none', async () => {
    renderPhotosPage({ backend: new FakeAdminBackend([]) });
    expect(await screen.findByText('업로드된 이미지가 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '이미지 목록 페이지' })).not.toBeInTheDocument();
  });

  it('shows the list failure with a retry that loads the list', async () => {
    const user = userEvent.setup();
    const backend = new FakeAdminBackend(seedPhotos(3));
    backend.failList = true;
    renderPhotosPage({ backend });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('이미지 목록을 불러오는 데 실패했습니다.');

    backend.failList = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByText(photoMessages.imageListFailed)).not.toBeInTheDocument();
  });
});

describe('PhotosPage: featured and background', () => {
  it('toggles featured and flips the label', async () => {
    const user = userEvent.setup();
    const { backend } = renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(4)) });
    await waitFor(() => expect(cards()).toHaveLength(4));

    const target = card('시공 사진 3');
    await user.click(await rowMenuItem(user, target, '대표 프로젝트로 지정'));
    // The menu closed and gave focus back to its button, which waits while the change is saved.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(moreButton(target)).toHaveFocus();
    expect(await screen.findByText('“시공 사진 3” 이미지를 대표 프로젝트로 지정했습니다.')).toBeInTheDocument();
    expect(backend.setPhotoFeatured).toHaveBeenCalledWith('img-003', true);
    await waitFor(() => expect(moreButton(target)).not.toHaveAttribute('aria-disabled'));
    expect(within(target).getByText('대표 프로젝트')).toBeInTheDocument();
    expect(target.className).toMatch(/border-brand-500/);

    await user.click(await rowMenuItem(user, target, '대표 프로젝트 해제'));
    await waitFor(() => expect(backend.setPhotoFeatured).toHaveBeenLastCalledWith('img-003', false));
    await waitFor(() => expect(within(target).queryByText('대표 프로젝트')).not.toBeInTheDocument());
    expect(await rowMenuItem(user, target, '대표 프로젝트로 지정')).toBeInTheDocument();
  });

  it('alerts the featured failure and keeps the label', async () => {
    const user = userEvent.setup();
    const backend = new FakeAdminBackend(seedPhotos(4));
    backend.setPhotoFeatured.mockRejectedValueOnce(new Error('denied'));
    renderPhotosPage({ backend });
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(await rowMenuItem(user, card('시공 사진 3'), '대표 프로젝트로 지정'));
    expect(await screen.findByText('대표 프로젝트 설정 변경에 실패했습니다.')).toBeInTheDocument();
    expect(within(card('시공 사진 3')).queryByText('대표 프로젝트')).not.toBeInTheDocument();
    expect(await rowMenuItem(user, card('시공 사진 3'), '대표 프로젝트로 지정')).toBeInTheDocument();
  });

  it('asks before setting the background, naming the title; the hero item is disabled with a message', async () => {
    const user = userEvent.setup();
    const { backend } = renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(4)) });
    await waitFor(() => expect(cards()).toHaveLength(4));

    const currentHero = card('시공 사진 1');
    const heroItem = await rowMenuItem(user, currentHero, '배경으로 설정');
    expect(heroItem).toHaveAttribute('aria-disabled', 'true');
    expect(heroItem).toHaveAccessibleDescription('이미 배경 이미지로 설정되어 있습니다');
    expect(within(heroItem).getByText('이미 배경 이미지로 설정되어 있습니다')).toBeVisible();
    await user.click(heroItem);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(await rowMenuItem(user, card('시공 사진 4'), '배경으로 설정'));
    const dialog = screen.getByRole('dialog', { name: '배경 이미지 설정' });
    expect(dialog).toHaveTextContent('“시공 사진 4” 이미지를 홈 화면 배경으로 설정할까요?');
    await user.click(within(dialog).getByRole('button', { name: '배경으로 설정' }));

    expect(await screen.findByText('“시공 사진 4” 이미지를 배경으로 설정했습니다.')).toBeInTheDocument();
    expect(backend.setHeroPhoto).toHaveBeenCalledWith('img-004');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card('시공 사진 4')).getByText('현재 배경 이미지')).toBeInTheDocument();
    expect(await rowMenuItem(user, card('시공 사진 4'), '배경으로 설정')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(within(card('시공 사진 1')).queryByText('현재 배경 이미지')).not.toBeInTheDocument();
    expect(await rowMenuItem(user, card('시공 사진 1'), '배경으로 설정')).not.toHaveAttribute('aria-disabled');
  });

  it('does nothing when the background confirmation is cancelled, and alerts a failure', async () => {
    const user = userEvent.setup();
    const backend = new FakeAdminBackend(seedPhotos(4));
    renderPhotosPage({ backend });
    await waitFor(() => expect(cards()).toHaveLength(4));

    await user.click(await rowMenuItem(user, card('시공 사진 2'), '배경으로 설정'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(backend.setHeroPhoto).not.toHaveBeenCalled();
    // Focus is back on the ⋯ button the action came from.
    expect(moreButton(card('시공 사진 2'))).toHaveFocus();

    backend.setHeroPhoto.mockRejectedValueOnce(new Error('batch failed'));
    await user.click(await rowMenuItem(user, card('시공 사진 2'), '배경으로 설정'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '배경으로 설정' }));
    expect(await screen.findByText('배경 이미지 설정 중 오류가 발생했습니다.')).toBeInTheDocument();
    expect(within(card('시공 사진 1')).getByText('현재 배경 이미지')).toBeInTheDocument();
  });
});

describe('PhotosPage: edit and delete', () => {
  it('edits title, category and description; the title is required', async () => {
    const user = userEvent.setup();
    const { backend } = renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(3)) });
    await waitFor(() => expect(cards()).toHaveLength(3));

    await user.click(button(card('시공 사진 2'), '수정'));
    const dialog = screen.getByRole('dialog', { name: '이미지 정보 수정' });
    const title = within(dialog).getByLabelText(/^제목/);
    expect(title).toHaveValue('시공 사진 2');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.titleRequired);
    expect(title).toHaveAccessibleDescription(uploadMessages.titleRequired);
    expect(backend.updatePhoto).not.toHaveBeenCalled();

    // Unicode blanks (an ideographic space, a zero-width space) are no title either.
    await user.type(title, '\u3000\u200b');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(title).toHaveAccessibleDescription(uploadMessages.titleRequired);
    expect(backend.updatePhoto).not.toHaveBeenCalled();
    await user.clear(title);

    await user.type(title, '옥상 방수 공사');
    await user.selectOptions(within(dialog).getByLabelText('분류'), '지보공사');
    await user.type(within(dialog).getByLabelText(/^설명/), '우레탄 방수');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('이미지 정보를 수정했습니다.')).toBeInTheDocument();
    // The success replaced the form's earlier error toast instead of stacking under it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('toast-viewport'))
        .getAllByRole('status')
        .map((toast) => toast.textContent),
    ).toEqual(['이미지 정보를 수정했습니다.']);
    expect(backend.updatePhoto).toHaveBeenCalledWith('img-002', {
      title: '옥상 방수 공사',
      category: '지보공사',
      workType: null,
      description: '우레탄 방수',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('옥상 방수 공사')).toBeInTheDocument();
  });

  it('keeps the edit open and alerts when saving fails', async () => {
    const user = userEvent.setup();
    const backend = new FakeAdminBackend(seedPhotos(3));
    backend.updatePhoto.mockRejectedValueOnce(new Error('offline'));
    renderPhotosPage({ backend });
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(button(card('시공 사진 2'), '수정'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('이미지 정보 수정에 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '이미지 정보 수정' })).toBeInTheDocument();
  });

  it('deletes after an irreversible-action confirmation', async () => {
    const user = userEvent.setup();
    const { backend } = renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(3)) });
    await waitFor(() => expect(cards()).toHaveLength(3));

    await user.click(await rowMenuItem(user, card('시공 사진 2'), '삭제'));
    const dialog = screen.getByRole('dialog', { name: '이미지 삭제' });
    expect(dialog).toHaveTextContent('“시공 사진 2” 이미지를 삭제할까요?');
    expect(dialog).toHaveTextContent('되돌릴 수 없습니다');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText('“시공 사진 2” 이미지를 삭제했습니다.')).toBeInTheDocument();
    expect(backend.deletePhoto).toHaveBeenCalledWith('img-002');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText('전체 2장')).toBeInTheDocument();
  });

  it('goes back one page after deleting the last item of a page above 1', async () => {
    const user = userEvent.setup();
    renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(13)) });
    const nav = await screen.findByRole('navigation', { name: '이미지 목록 페이지' });
    await waitFor(() => expect(within(nav).getByText('1 / 3')).toBeInTheDocument());
    await user.click(within(nav).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(within(nav).getByText('2 / 3')).toBeInTheDocument());
    await user.click(within(nav).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(within(nav).getByText('3 / 3')).toBeInTheDocument());
    expect(cards()).toHaveLength(1);

    await user.click(await rowMenuItem(user, card('시공 사진 13'), '삭제'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));

    await waitFor(() => expect(within(nav).getByText('2 / 2')).toBeInTheDocument());
    expect(cards()).toHaveLength(6);
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('시공 사진 7');
    expect(within(nav).getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('stays on the page after deleting one of several items on it', async () => {
    const user = userEvent.setup();
    renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(9)) });
    const nav = await screen.findByRole('navigation', { name: '이미지 목록 페이지' });
    await waitFor(() => expect(within(nav).getByText('1 / 2')).toBeInTheDocument());
    await user.click(within(nav).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(within(nav).getByText('2 / 2')).toBeInTheDocument());
    await user.click(await rowMenuItem(user, card('시공 사진 8'), '삭제'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(nav).getByText('2 / 2')).toBeInTheDocument();
  });

  it('alerts a delete failure with its message', async () => {
    const user = userEvent.setup();
    const backend = new FakeAdminBackend(seedPhotos(3));
    backend.deletePhoto.mockRejectedValueOnce(new BackendError('unavailable', 'storage unreachable'));
    renderPhotosPage({ backend });
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(await rowMenuItem(user, card('시공 사진 2'), '삭제'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('이미지 삭제 실패: storage unreachable')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
  });
});

describe('PhotosPage: sign-in required', () => {
  it('alerts 로그인이 필요합니다. and calls nothing when no one is signed in', async () => {
    const user = userEvent.setup();
    const { backend } = renderPhotosPage({ backend: new FakeAdminBackend(seedPhotos(3)), user: null });
    await waitFor(() => expect(cards()).toHaveLength(3));

    // Each attempt alerts (the toast is closed after each, so every one is seen anew).
    const attempts = [
      () => rowMenuItem(user, card('시공 사진 3'), '대표 프로젝트로 지정'),
      () => rowMenuItem(user, card('시공 사진 3'), '삭제'),
      () => rowMenuItem(user, card('시공 사진 3'), '배경으로 설정'),
      async () => button(card('시공 사진 3'), '수정'),
      async () => screen.getByRole('button', { name: '이미지 업로드' }),
    ];
    for (const target of attempts) {
      await user.click(await target());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(authMessages.loginRequired);
      await user.click(within(alert).getByRole('button', { name: '닫기' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const write of [backend.setPhotoFeatured, backend.deletePhoto, backend.setHeroPhoto, backend.updatePhoto, backend.uploadPhoto]) {
      expect(write).not.toHaveBeenCalled();
    }
  });
});
