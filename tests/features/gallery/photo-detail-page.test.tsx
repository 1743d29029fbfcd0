import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePhotos } from '../../support/factories';
import { renderApp } from '../../support/render-app';
import { fakeAdapter, fakePublicBackend, never } from './fake-public-backend';

const NEWEST = { id: 'roof-asphalt-shingle-house', title: '원주 단독주택 아스팔트 슁글 지붕 교체' };
const SECOND = { id: 'rooftop-urethane-waterproofing', title: '춘천 상가건물 옥상 우레탄 방수' };
const THIRD = { id: 'roof-leak-repair-as', title: '횡성 전원주택 지붕 누수 보수' };

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const prevArrow = () => screen.getByRole('button', { name: '이전 사진' });
const nextArrow = () => screen.getByRole('button', { name: '다음 사진' });

/** Waits until the neighbours are known (the arrows are no longer waiting). */
async function settled() {
  await waitFor(() => {
    expect(prevArrow()).not.toHaveAttribute('aria-disabled');
    expect(nextArrow()).not.toHaveAttribute('aria-disabled');
  });
}

// The whole app renders with lazy route chunks: the first import of a page can take over a second in jsdom.

describe('Photo detail page', () => {
  it('shows category, work type, title, the large photo, shooting date and description', async () => {
    renderApp(`/projects/gallery/${SECOND.id}`);
    expect(await title(SECOND.title)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: SECOND.title });
    expect(image).toHaveAttribute('src', `/demo/works/${SECOND.id}.webp`);
    const details = screen.getByRole('region', { name: '시공 정보' });
    expect(within(details).getByText('분류')).toBeInTheDocument();
    expect(within(details).getByText('지보공사')).toBeInTheDocument();
    expect(within(details).getByText('공사 종류')).toBeInTheDocument();
    expect(within(details).getByText('방수 공사')).toBeInTheDocument();
    // Its EXIF date (takenAt), labelled as the shooting date; not the upload date (2026-05-14).
    expect(within(details).getByText('촬영일')).toBeInTheDocument();
    expect(within(details).getByText('2026년 5월 9일')).toBeInTheDocument();
    expect(within(details).queryByText('등록일')).not.toBeInTheDocument();
    expect(screen.getByText(/들뜬 기존 방수층을 걷어내고/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(SECOND.title));
  });

  it('shows the no-description and no-date labels', async () => {
    renderApp('/projects/gallery/gutter-replacement-as');
    expect(await title('원주 주택 처마 물받이 교체')).toBeInTheDocument();
    // In the photo's own sections (the second page renders after the first): the related photos further down, once
    // they have loaded, may say the same.
    expect(within(screen.getByRole('region', { name: '상세 설명' })).getByText('설명이 없습니다.')).toBeInTheDocument();
    renderApp('/projects/gallery/facade-sealant-repair-as');
    expect(await title('원주 오피스텔 외벽 실링 재시공')).toBeInTheDocument();
    expect(within(screen.getAllByRole('region', { name: '시공 정보' }).at(-1)!).getByText('날짜 정보 없음')).toBeInTheDocument();
  });

  it('disables the previous arrow on the newest photo', async () => {
    renderApp(`/projects/gallery/${NEWEST.id}`);
    await title(NEWEST.title);
    await waitFor(() => expect(prevArrow()).toBeDisabled());
    expect(nextArrow()).toBeEnabled();
  });

  it('moves between photos with the arrows, keeping the scroll position', async () => {
    const user = userEvent.setup();
    renderApp(`/projects/gallery/${SECOND.id}`);
    await title(SECOND.title);
    await settled();
    const scrollTo = vi.spyOn(window, 'scrollTo');

    await user.click(nextArrow());
    expect(await title(THIRD.title)).toBeInTheDocument();
    await settled();
    await user.click(prevArrow());
    expect(await title(SECOND.title)).toBeInTheDocument();
    await user.click(prevArrow());
    expect(await title(NEWEST.title)).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves with the ← and → keys, but not while typing or with a modifier held', async () => {
    const user = userEvent.setup();
    renderApp(`/projects/gallery/${SECOND.id}`);
    await title(SECOND.title);
    await settled();
    const scrollTo = vi.spyOn(window, 'scrollTo');

    fireEvent.keyDown(window, { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(window, { key: 'ArrowRight', ctrlKey: true });
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    field.remove();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SECOND.title);

    await user.keyboard('{ArrowRight}');
    expect(await title(THIRD.title)).toBeInTheDocument();
    await settled();
    await user.keyboard('{ArrowLeft}');
    expect(await title(SECOND.title)).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('blocks right-click and dragging on the photo and falls back when it fails to load', async () => {
    renderApp(`/projects/gallery/${SECOND.id}`);
    await title(SECOND.title);
    const image = screen.getByRole('img', { name: SECOND.title });
    expect(fireEvent.contextMenu(image)).toBe(false);
    expect(fireEvent.dragStart(image)).toBe(false);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/photo-fallback.svg');
  });

  it('preloads the neighbouring photos', async () => {
    const sources: string[] = [];
    const RealImage = window.Image;
    vi.spyOn(window, 'Image').mockImplementation(function (this: unknown) {
      const image = new RealImage();
      Object.defineProperty(image, 'src', { set: (value: string) => sources.push(value) });
      return image;
    } as unknown as () => HTMLImageElement);
    renderApp(`/projects/gallery/${SECOND.id}`);
    await title(SECOND.title);
    await waitFor(() => expect(sources).toEqual(expect.arrayContaining([`/demo/works/${NEWEST.id}.webp`, `/demo/works/${THIRD.id}.webp`])));
  });

  it.each([
    ['a blank id', '/projects/gallery/%20%20'],
    ['an id longer than 128 characters', `/projects/gallery/${'a'.repeat(129)}`],
    ['an id with a slash', '/projects/gallery/a%2Fb'],
  ])('says the photo ID is not valid for %s', async (_label, path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: '유효하지 않은 사진 ID입니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '갤러리로 돌아가기' })).toHaveAttribute('href', '/projects');
  });

  it('says the photo cannot be found for an unknown id', async () => {
    renderApp('/projects/gallery/no-such-photo');
    expect(await screen.findByRole('heading', { level: 1, name: '사진을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByText('요청하신 사진 정보를 찾을 수 없습니다.')).toBeInTheDocument();
  });

  it('shows the loading message, then the load error with a retry when the backend fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const photos = makePhotos(3);
    const backend = fakePublicBackend(photos);
    backend.getPhoto.mockReturnValueOnce(never());
    const first = renderApp(`/projects/gallery/${photos[1]!.id}`, { adapter: fakeAdapter(backend) });
    expect(await screen.findByText('사진 정보를 불러오는 중입니다...')).toBeInTheDocument();
    first.unmount();

    backend.getPhoto.mockRejectedValueOnce(new Error('offline'));
    renderApp(`/projects/gallery/${photos[1]!.id}`, { adapter: fakeAdapter(backend) });
    const heading = await screen.findByRole('heading', { level: 1, name: '사진 정보를 불러오는 중 오류가 발생했습니다.' });
    expect(heading).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await title(photos[1]!.title)).toBeInTheDocument();
  });

  it('returns to the gallery with the back link', async () => {
    const user = userEvent.setup();
    renderApp(`/projects/gallery/${SECOND.id}`);
    await title(SECOND.title);
    await user.click(screen.getByRole('link', { name: '갤러리로 돌아가기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '시공 사례' })).toBeInTheDocument();
  });
});
