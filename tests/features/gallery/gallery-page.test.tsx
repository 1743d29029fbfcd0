import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePhotos } from '../../support/factories';
import { renderApp } from '../../support/render-app';
import { fakeAdapter, fakePublicBackend, never } from './fake-public-backend';

const LOADING = '갤러리를 불러오는 중입니다...';
const EMPTY = '아직 업로드된 시공 사진이 없습니다.';
const NEWEST = '원주 단독주택 아스팔트 슁글 지붕 교체';
/** The sample photos and the sample jobs' photos make 21: pages of 9, 9 and 3. */
const PAGE_TWO_FIRST = '홍천 전원주택 징크 지붕 교체 · 시공 전';
const PAGE_THREE_FIRST = '횡성 전원주택 징크 지붕 도머 시공';

async function cards() {
  const list = await screen.findByRole('list', { name: '시공 사진 목록' });
  return within(list).getAllByRole('link');
}

/** A card link is named by its content: the title (image alt) first, then category, date and description. */
const startsWith = (title: string) => new RegExp(`^${title}`);

const pager = () => screen.getByRole('navigation', { name: '갤러리 페이지' });

// The whole app renders with lazy route chunks: the first import of a page can take over a second in jsdom.

describe('Gallery page', () => {
  it('shows the heading, 9 cards and the page indicator 1 / 3', async () => {
    renderApp('/projects');
    expect(await screen.findByRole('heading', { level: 1, name: '시공 사례' })).toBeInTheDocument();
    expect(await cards()).toHaveLength(9);
    expect(within(pager()).getByText('1 / 3')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: /이전/ })).toBeDisabled();
    expect((await cards())[0]).toHaveAccessibleName(startsWith(NEWEST));
  });

  it('pages forward to the remaining cards and back to the same first card', async () => {
    const user = userEvent.setup();
    renderApp('/projects');
    await cards();
    await user.click(within(pager()).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(within(pager()).getByText('2 / 3')).toBeInTheDocument());
    const second = await cards();
    expect(second).toHaveLength(9);
    expect(second[0]).toHaveAccessibleName(startsWith(PAGE_TWO_FIRST));
    await user.click(within(pager()).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(within(pager()).getByText('3 / 3')).toBeInTheDocument());
    const third = await cards();
    expect(third).toHaveLength(3);
    expect(third[0]).toHaveAccessibleName(startsWith(PAGE_THREE_FIRST));
    // The one-item look-ahead found nothing further: next is disabled on the last page.
    expect(within(pager()).getByRole('button', { name: /다음/ })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: /이전/ }));
    await waitFor(() => expect(within(pager()).getByText('2 / 3')).toBeInTheDocument());
    expect((await cards())[0]).toHaveAccessibleName(startsWith(PAGE_TWO_FIRST));
    await user.click(within(pager()).getByRole('button', { name: /이전/ }));
    await waitFor(() => expect(within(pager()).getByText('1 / 3')).toBeInTheDocument());
    const first = await cards();
    expect(first).toHaveLength(9);
    expect(first[0]).toHaveAccessibleName(startsWith(NEWEST));
  });

  it('says the gallery is loading while the first page loads', async () => {
    const backend = fakePublicBackend(makePhotos(3));
    backend.getPhotoPage.mockReturnValue(never());
    renderApp('/projects', { adapter: fakeAdapter(backend) });
    expect(await screen.findByText(LOADING)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '시공 사진 목록' })).not.toBeInTheDocument();
  });

  it('says no construction photos have been uploaded when there are none, with no pager under it', async () => {
    renderApp('/projects', { seed: 'empty' });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '갤러리 페이지' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /이전|다음/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry button when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = fakePublicBackend(makePhotos(4));
    backend.getPhotoPage.mockRejectedValueOnce(new Error('offline'));
    renderApp('/projects', { adapter: fakeAdapter(backend) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('갤러리를 불러오지 못했습니다.');
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await cards()).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows category, work type, the labelled Korean date, description or the no-date / no-description labels on each card', async () => {
    const user = userEvent.setup();
    renderApp('/projects');
    const first = (await cards())[0]!;
    expect(within(first).getByText('지보공사')).toBeInTheDocument();
    expect(within(first).getByText('지붕 공사')).toBeInTheDocument();
    // The card's date is the upload date (등록일), also for a photo with a shooting date (14 August: its detail's).
    expect(first).toHaveTextContent('등록일 2026년 8월 21일');
    expect(first).not.toHaveTextContent('촬영일');
    expect(first).not.toHaveTextContent('8월 14일');
    expect(within(first).getByText(/20년 된 슬레이트 지붕을 철거하고/)).toBeInTheDocument();
    const gutter = screen.getByRole('link', { name: startsWith('원주 주택 처마 물받이 교체') });
    expect(within(gutter).getByText('설명이 없습니다.')).toBeInTheDocument();
    expect(within(gutter).getByText('AS')).toBeInTheDocument();
    expect(gutter).toHaveTextContent('등록일 2025년 2월 25일');
    expect(gutter).not.toHaveTextContent('촬영일');

    await user.click(within(pager()).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(within(pager()).getByText('2 / 3')).toBeInTheDocument());
    await user.click(within(pager()).getByRole('button', { name: /다음/ }));
    const noDate = await screen.findByRole('link', { name: startsWith('원주 오피스텔 외벽 실링 재시공') });
    expect(within(noDate).getByText('날짜 정보 없음')).toBeInTheDocument();
    // The legacy text date field is used when uploadedAt is missing.
    expect(
      within(screen.getByRole('link', { name: startsWith('영월 창고 신축 파일 기초 보강') })).getByText('2018년 6월 12일'),
    ).toBeInTheDocument();
  });

  it('shows the title as an overlay over the thumbnail, which links to the photo', async () => {
    renderApp('/projects');
    const first = (await cards())[0]!;
    const overlay = within(first).getByTestId('gallery-title-overlay');
    expect(overlay).toHaveTextContent(NEWEST);
    // Shown on hover, on keyboard focus, and always where there is no hover (touch screens).
    expect(overlay.className).toMatch(/group-hover:opacity-100/);
    expect(overlay.className).toMatch(/group-focus-visible:opacity-100/);
    expect(overlay.className).toMatch(/\[@media\(hover:none\)\]:opacity-100/);
    expect(first).toHaveAttribute('href', '/projects/gallery/roof-asphalt-shingle-house');
    const image = within(first).getByRole('img', { name: NEWEST });
    expect(image).toHaveAttribute('src', '/demo/works/roof-asphalt-shingle-house-thumb.webp');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('loads the first thumbnail at once with high priority, and the others lazily once it has loaded', async () => {
    renderApp('/projects');
    const [first, second] = await cards();
    const firstImage = within(first!).getByRole('img', { name: NEWEST });
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    // Meanwhile the other cards keep their size and their name, without a picture request.
    expect(second!.querySelector('img')).toBeNull();
    expect(within(second!).getByRole('img')).toHaveAccessibleName('춘천 상가건물 옥상 우레탄 방수');
    expect(second).toHaveAccessibleName(startsWith('춘천 상가건물 옥상 우레탄 방수'));

    fireEvent.load(firstImage);
    await waitFor(() => expect(second!.querySelector('img')).not.toBeNull());
    const secondImage = second!.querySelector('img')!;
    expect(secondImage).toHaveAttribute('loading', 'lazy');
    expect(secondImage).not.toHaveAttribute('fetchpriority');
    expect(secondImage).toHaveAttribute('width');
    expect(secondImage).toHaveAttribute('height');
  });

  it('shows a page of placeholder cards while the first page loads', async () => {
    const backend = fakePublicBackend(makePhotos(3));
    backend.getPhotoPage.mockReturnValue(never());
    renderApp('/projects', { adapter: fakeAdapter(backend) });
    const status = (await screen.findByText(LOADING)).closest('[role="status"]')!;
    expect(status.querySelectorAll('li')).toHaveLength(9);
  });

  it('blocks right-click and dragging on the images, and shows the fallback when one fails', async () => {
    renderApp('/projects');
    const image = within((await cards())[0]!).getByRole('img');
    expect(fireEvent.contextMenu(image)).toBe(false);
    expect(fireEvent.dragStart(image)).toBe(false);
    expect(image).toHaveAttribute('draggable', 'false');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/photo-fallback.svg');
  });

  it('opens a photo from a card, and its back link returns to the same gallery page', async () => {
    const user = userEvent.setup();
    renderApp('/projects');
    await cards();
    await user.click(within(pager()).getByRole('button', { name: /다음/ }));
    await user.click(await screen.findByRole('link', { name: startsWith(PAGE_TWO_FIRST) }));
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TWO_FIRST })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '갤러리로 돌아가기' }));
    await waitFor(() => expect(within(pager()).getByText('2 / 3')).toBeInTheDocument());
    expect((await cards())[0]).toHaveAccessibleName(startsWith(PAGE_TWO_FIRST));
  });
});
