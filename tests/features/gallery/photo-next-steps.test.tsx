import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePhoto } from '../../support/factories';
import { fakeAdapter, fakePublicBackend } from './fake-public-backend';
import { renderWithHistory } from './render-with-history';

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const cta = () => screen.getByRole('link', { name: /이런 공사 견적 받기/ });

/** The estimate link after the info card, related photos, truthful dates. */
describe('Photo detail: what comes after the photo', () => {
  it('links 이런 공사 견적 받기 to the contact form with the photo’s work type chosen', async () => {
    const user = userEvent.setup();
    const history = renderWithHistory('/projects/gallery/rooftop-urethane-waterproofing');
    await title('춘천 상가건물 옥상 우레탄 방수');
    expect(cta()).toHaveAttribute('href', '/contact?type=waterproofing');
    expect(cta()).toHaveAccessibleDescription('방수 공사 견적 문의 양식이 열립니다.');
    // Right after the info card, before anything else on the page.
    const details = screen.getByRole('region', { name: '시공 정보' });
    expect(details.compareDocumentPosition(cta()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cta().className).toMatch(/min-h-12/);

    await user.click(cta());
    await waitFor(() => expect(history.location()).toBe('/contact?type=waterproofing'));
    expect(await screen.findByRole('heading', { level: 1, name: /견적/ })).toBeInTheDocument();
  });

  it('links to the plain contact form when the photo has no work type', async () => {
    const backend = fakePublicBackend([makePhoto(1, { title: '종류 없는 현장' }), makePhoto(2, { title: '다른 현장' })]);
    renderWithHistory('/projects/gallery/work-01', fakeAdapter(backend));
    await title('종류 없는 현장');
    expect(cta()).toHaveAttribute('href', '/contact');
    expect(cta()).toHaveAccessibleDescription('견적 문의 양식이 열립니다.');
    // No type, no related photos: nothing is asked for and no section shows.
    expect(screen.queryByRole('heading', { name: /다른 .* 시공 사례/ })).not.toBeInTheDocument();
    expect(backend.getRelatedPhotos).not.toHaveBeenCalled();
  });

  it('shows up to three newest other photos of the same type as cards leading to their photos', async () => {
    const user = userEvent.setup();
    renderWithHistory('/projects/gallery/rooftop-urethane-waterproofing');
    await title('춘천 상가건물 옥상 우레탄 방수');
    const section = await screen.findByRole('region', { name: '다른 방수 공사 시공 사례' });
    const list = within(section).getByRole('list', { name: '다른 방수 공사 시공 사진' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/projects/gallery/exterior-wall-waterproof-coating',
      '/projects/gallery/rooftop-crack-repair-as',
      '/projects/gallery/rooftop-sheet-waterproofing',
    ]);
    expect(links[0]).toHaveAccessibleName(/^동해 아파트 외벽 방수 도장/);

    await user.click(links[1]!);
    expect(await title('원주 빌라 옥상 균열 보수')).toBeInTheDocument();
    // Its own related photos leave it out and bring back the first photo.
    const next = await screen.findByRole('region', { name: '다른 방수 공사 시공 사례' });
    await waitFor(() =>
      expect(
        within(next)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([
        '/projects/gallery/rooftop-urethane-waterproofing',
        '/projects/gallery/exterior-wall-waterproof-coating',
        '/projects/gallery/rooftop-sheet-waterproofing',
      ]),
    );
  });

  it('hides the related photos when the photo is the only one of its type', async () => {
    const backend = fakePublicBackend([
      makePhoto(1, { title: '유일한 지반 공사', workType: 'ground' }),
      makePhoto(2, { title: '지붕 현장', workType: 'roofing' }),
    ]);
    renderWithHistory('/projects/gallery/work-01', fakeAdapter(backend));
    await title('유일한 지반 공사');
    await waitFor(() => expect(backend.getRelatedPhotos).toHaveBeenCalledWith(expect.objectContaining({ id: 'work-01' }), 3));
    expect(screen.queryByRole('region', { name: /다른 .* 시공 사례/ })).not.toBeInTheDocument();
    expect(cta()).toHaveAttribute('href', '/contact?type=ground');
  });

  it('still shows the photo when the related photos cannot be read', async () => {
    const backend = fakePublicBackend([
      makePhoto(1, { title: '지붕 A', workType: 'roofing' }),
      makePhoto(2, { title: '지붕 B', workType: 'roofing' }),
    ]);
    backend.getRelatedPhotos.mockRejectedValue(new Error('offline'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithHistory('/projects/gallery/work-01', fakeAdapter(backend));
    await title('지붕 A');
    await waitFor(() => expect(backend.getRelatedPhotos).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: /다른 .* 시공 사례/ })).not.toBeInTheDocument();
    expect(cta()).toBeInTheDocument();
    errors.mockRestore();
  });

  it('labels the date truthfully: 등록일 when the photo has no shooting date', async () => {
    renderWithHistory('/projects/gallery/roof-leak-repair-as');
    await title('횡성 전원주택 지붕 누수 보수');
    const details = screen.getByRole('region', { name: '시공 정보' });
    expect(within(details).getByText('등록일')).toBeInTheDocument();
    expect(within(details).getByText('2026년 3월 9일')).toBeInTheDocument();
    expect(within(details).queryByText('촬영일')).not.toBeInTheDocument();
    expect(within(details).getByText('지붕 공사')).toBeInTheDocument();
  });
});
