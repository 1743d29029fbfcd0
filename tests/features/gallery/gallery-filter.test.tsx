import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorkType } from '@/domain/types';
import { makePhoto } from '../../support/factories';
import { fakeAdapter, fakePublicBackend } from './fake-public-backend';
import { renderWithHistory } from './render-with-history';

const CHIPS = ['전체', '지붕 공사', '방수 공사', '징크·금속 지붕', '외벽 리모델링', '지반 보강'];

const filters = () => screen.getByRole('navigation', { name: '공사 종류별 보기' });
const chip = (name: string) => within(filters()).getByRole('link', { name });
const pager = () => screen.getByRole('navigation', { name: '갤러리 페이지' });
const current = () =>
  within(filters())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

async function cards(listName: string | RegExp = /시공 사진 목록$/) {
  const list = await screen.findByRole('list', { name: listName });
  return within(list).getAllByRole('link');
}

/** 12 roofing works (newest first: 1..12 are roofing), then 8 without a type. */
function mixedBackend() {
  const photos = Array.from({ length: 20 }, (_, index) => {
    const n = index + 1;
    const workType: WorkType | null = n <= 12 ? 'roofing' : null;
    return makePhoto(n, { workType, title: workType ? `지붕 현장 ${n}` : `기타 현장 ${n}` });
  });
  return fakePublicBackend(photos);
}

describe('Gallery filter by work type', () => {
  it('offers 전체 and each work type as links to the filtered gallery, 44 px tall, 전체 current at first', async () => {
    renderWithHistory('/projects');
    await cards();
    expect(
      within(filters())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(CHIPS);
    expect(chip('전체')).toHaveAttribute('href', '/projects');
    expect(chip('지붕 공사')).toHaveAttribute('href', '/projects?type=roofing');
    expect(chip('징크·금속 지붕')).toHaveAttribute('href', '/projects?type=metal-roofing');
    expect(current()).toEqual(['전체']);
    for (const link of within(filters()).getAllByRole('link')) expect(link.className).toMatch(/min-h-11/);
    // On a phone the row scrolls sideways rather than wrapping.
    expect(filters().className).toMatch(/overflow-x-auto/);
  });

  it('filters by a chip: the URL carries the type, only works of that type show, "N / M" counts within it', async () => {
    const user = userEvent.setup();
    const history = renderWithHistory('/projects');
    await cards();
    expect(within(pager()).getByText('1 / 3')).toBeInTheDocument();

    await user.click(chip('방수 공사'));
    expect(history.location()).toBe('/projects?type=waterproofing');
    const shown = await cards('방수 공사 시공 사진 목록');
    expect(shown.map((card) => card.getAttribute('href'))).toEqual([
      '/projects/gallery/rooftop-urethane-waterproofing',
      '/projects/gallery/exterior-wall-waterproof-coating',
      '/projects/gallery/rooftop-crack-repair-as',
      '/projects/gallery/rooftop-sheet-waterproofing',
    ]);
    for (const card of shown) expect(within(card).getByText('방수 공사')).toBeInTheDocument();
    expect(within(pager()).getByText('1 / 1')).toBeInTheDocument();
    expect(current()).toEqual(['방수 공사']);
    await waitFor(() => expect(document.title).toContain('방수 공사 시공 사례'));
  });

  it('pages within the filter with the look-ahead, and a new filter starts again on page 1', async () => {
    const user = userEvent.setup();
    const backend = mixedBackend();
    renderWithHistory('/projects?work=roofing', fakeAdapter(backend));
    const first = await cards();
    expect(first).toHaveLength(9);
    expect(within(pager()).getByText('1 / 2')).toBeInTheDocument();
    expect(backend.countPhotos).toHaveBeenCalledWith('roofing');
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith({ pageSize: 9, direction: 'initial', workType: 'roofing' });

    await user.click(within(pager()).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(within(pager()).getByText('2 / 2')).toBeInTheDocument());
    const second = await cards();
    expect(second.map((card) => card.textContent)).toEqual([
      expect.stringContaining('지붕 현장 10'),
      expect.stringContaining('지붕 현장 11'),
      expect.stringContaining('지붕 현장 12'),
    ]);
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith(expect.objectContaining({ direction: 'next', workType: 'roofing' }));
    expect(within(pager()).getByRole('button', { name: /다음/ })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: /이전/ }));
    await waitFor(() => expect(within(pager()).getByText('1 / 2')).toBeInTheDocument());
    await user.click(within(pager()).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(within(pager()).getByText('2 / 2')).toBeInTheDocument());

    await user.click(chip('전체'));
    await waitFor(() => expect(within(pager()).getByText('1 / 3')).toBeInTheDocument());
    expect((await cards())[0]).toHaveTextContent('지붕 현장 1');
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith({ pageSize: 9, direction: 'initial' });
  });

  it('opens a filtered page from a shared URL', async () => {
    renderWithHistory('/projects?work=metal-roofing');
    // Three works, and the two photos of the sample metal roof job.
    expect(await cards('징크·금속 지붕 시공 사진 목록')).toHaveLength(5);
    expect(current()).toEqual(['징크·금속 지붕']);
  });

  it('shows everything for a work type it does not know', async () => {
    renderWithHistory('/projects?work=shoring');
    expect(await cards('시공 사진 목록')).toHaveLength(9);
    expect(within(pager()).getByText('1 / 3')).toBeInTheDocument();
    expect(current()).toEqual(['전체']);
  });

  it('back and forward move between the filters, each on the page it was left at', async () => {
    const user = userEvent.setup();
    const history = renderWithHistory('/projects', fakeAdapter(mixedBackend()));
    await cards();
    await user.click(chip('지붕 공사'));
    await waitFor(() => expect(within(pager()).getByText('1 / 2')).toBeInTheDocument());
    await user.click(within(pager()).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(within(pager()).getByText('2 / 2')).toBeInTheDocument());
    await user.click(chip('외벽 리모델링'));
    expect(await screen.findByText('아직 등록된 외벽 리모델링 시공 사진이 없습니다.')).toBeInTheDocument();

    await history.back();
    expect(history.location()).toBe('/projects?type=roofing');
    await waitFor(() => expect(within(pager()).getByText('2 / 2')).toBeInTheDocument());
    expect(current()).toEqual(['지붕 공사']);
    expect((await cards())[0]).toHaveTextContent('지붕 현장 10');

    await history.back();
    expect(history.location()).toBe('/projects');
    await waitFor(() => expect(current()).toEqual(['전체']));
    await waitFor(() => expect(within(pager()).getByText('1 / 3')).toBeInTheDocument());

    await history.forward();
    await history.forward();
    expect(history.location()).toBe('/projects?type=exterior');
    expect(await screen.findByText('아직 등록된 외벽 리모델링 시공 사진이 없습니다.')).toBeInTheDocument();
  });

  it('an empty filter says so, without a pager, and offers the whole gallery', async () => {
    const user = userEvent.setup();
    const history = renderWithHistory('/projects?work=ground', fakeAdapter(mixedBackend()));
    const message = await screen.findByText('아직 등록된 지반 보강 시공 사진이 없습니다.');
    expect(screen.queryByRole('navigation', { name: '갤러리 페이지' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
    await user.click(within(message.closest('[role="status"]') as HTMLElement).getByRole('link', { name: '전체 시공 사례 보기' }));
    expect(history.location()).toBe('/projects');
    expect(await cards()).toHaveLength(9);
  });

  it('a photo opened from a filtered page leads back to that filter and page', async () => {
    const user = userEvent.setup();
    const history = renderWithHistory('/projects?work=roofing', fakeAdapter(mixedBackend()));
    await cards();
    await user.click(within(pager()).getByRole('button', { name: /다음/ }));
    await waitFor(() => expect(within(pager()).getByText('2 / 2')).toBeInTheDocument());
    await user.click((await cards())[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: '지붕 현장 11' })).toBeInTheDocument();

    const back = screen.getByRole('link', { name: '갤러리로 돌아가기' });
    expect(back).toHaveAttribute('href', '/projects?type=roofing');
    await user.click(back);
    expect(history.location()).toBe('/projects?type=roofing');
    await waitFor(() => expect(within(pager()).getByText('2 / 2')).toBeInTheDocument());
    expect(current()).toEqual(['지붕 공사']);
  });
});
