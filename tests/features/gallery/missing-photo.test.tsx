import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHOTO_FALLBACK_SRC } from '@/components/ui/ProtectedImage';
import { makePhoto } from '../../support/factories';
import { renderApp } from '../../support/render-app';
import { fakeAdapter, fakePublicBackend } from './fake-public-backend';

/** A work whose record has no image address (imageUrl ''), as old or broken records can have. */
const NO_PHOTO = makePhoto(1, { title: '사진 없는 현장', imageUrl: '', thumbnailUrl: null, isFeatured: true, workType: 'roofing' });
const WITH_PHOTO = makePhoto(2, { title: '사진 있는 현장', isFeatured: true, workType: 'roofing' });

function backend() {
  return fakePublicBackend([NO_PHOTO, WITH_PHOTO]);
}

/** A missing picture shows the fallback placeholder and says there is no photo; never a broken image. */
describe('A work without an image address', () => {
  it('shows the fallback picture and 사진이 없습니다 on its gallery card', async () => {
    renderApp('/projects', { adapter: fakeAdapter(backend()) });
    const card = await screen.findByRole('link', { name: /^사진 없는 현장/ });
    const image = within(card).getByRole('img', { name: '사진 없는 현장' });
    expect(image).toHaveAttribute('src', PHOTO_FALLBACK_SRC);
    expect(image).toHaveAttribute('data-fallback', 'true');
    expect(within(card).getByText('사진이 없습니다')).toBeInTheDocument();
    // The placeholder counts as the first picture settled; the other card, untouched, then loads its thumbnail.
    fireEvent.load(image);
    const other = screen.getByRole('link', { name: /^사진 있는 현장/ });
    expect(within(other).queryByText('사진이 없습니다')).not.toBeInTheDocument();
    await waitFor(() => expect(other.querySelector('img')).toHaveAttribute('src', WITH_PHOTO.thumbnailUrl));
  });

  it('shows the fallback picture and the label on the photo detail', async () => {
    renderApp(`/projects/gallery/${NO_PHOTO.id}`, { adapter: fakeAdapter(backend()) });
    expect(await screen.findByRole('heading', { level: 1, name: '사진 없는 현장' })).toBeInTheDocument();
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('img', { name: '사진 없는 현장' })).toHaveAttribute('src', PHOTO_FALLBACK_SRC);
    expect(within(figure).getByText('사진이 없습니다')).toBeInTheDocument();
  });

  it('shows the fallback picture and the label on its featured card on the home page', async () => {
    renderApp('/', { adapter: fakeAdapter(backend()) });
    const card = await screen.findByRole('link', { name: /사진 없는 현장/ });
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', PHOTO_FALLBACK_SRC));
    expect(within(card).getByText('사진이 없습니다')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /사진 있는 현장/ })).queryByText('사진이 없습니다')).not.toBeInTheDocument();
  });
});
