import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendAdapter } from '@/backend/registry';
import type { GalleryPhoto } from '@/domain/types';
import { useGalleryPage } from '@/features/gallery/use-gallery-page';
import { makePhotos } from '../../support/factories';
import { fakeCursor, positionOf } from '../../support/memory-paging';
import { fakeAdapter, fakePublicBackend, type FakePublicBackend } from './fake-public-backend';

/** The cursor the fake backend gives for a photo's place. */
const cursorAt = (photo: GalleryPhoto) => fakeCursor(positionOf(photo.uploadedAt, photo.id));

describe('useGalleryPage', () => {
  const photos = makePhotos(20);
  let backend: FakePublicBackend;

  beforeEach(() => {
    backend = fakePublicBackend(photos);
    setBackendAdapter(fakeAdapter(backend));
  });

  const ids = (list: { id: string }[]) => list.map((photo) => photo.id);

  it('loads the first page and the page count', async () => {
    const { result } = renderHook(() => useGalleryPage());
    expect(result.current.status).toBe('loading');
    expect(result.current.direction).toBe('initial');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.direction).toBe('idle');
    expect(ids(result.current.items)).toEqual(ids(photos.slice(0, 9)));
    expect(result.current).toMatchObject({ page: 1, totalPages: 3, hasPrev: false, hasNext: true });
  });

  it('pages forward from the last item and back from the first, with the look-ahead flags', async () => {
    const onMove = vi.fn();
    const { result } = renderHook(() => useGalleryPage(null, onMove));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.next());
    expect(result.current.direction).toBe('next');
    await waitFor(() => expect(result.current.direction).toBe('idle'));
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith({
      pageSize: 9,
      direction: 'next',
      cursor: cursorAt(photos[8]!),
    });
    expect(result.current).toMatchObject({ page: 2, hasPrev: true, hasNext: true });
    expect(onMove).toHaveBeenLastCalledWith({ page: 2, direction: 'next', cursor: cursorAt(photos[8]!) });

    act(() => result.current.next());
    await waitFor(() => expect(result.current.page).toBe(3));
    expect(ids(result.current.items)).toEqual(ids(photos.slice(18)));
    expect(result.current.hasNext).toBe(false);

    act(() => result.current.prev());
    expect(result.current.direction).toBe('prev');
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(backend.getPhotoPage).toHaveBeenLastCalledWith({
      pageSize: 9,
      direction: 'prev',
      cursor: cursorAt(photos[18]!),
    });
    expect(ids(result.current.items)).toEqual(ids(photos.slice(9, 18)));

    act(() => result.current.prev());
    await waitFor(() => expect(result.current.page).toBe(1));
    expect(ids(result.current.items)).toEqual(ids(photos.slice(0, 9)));
    expect(result.current.hasPrev).toBe(false);
    expect(onMove).toHaveBeenLastCalledWith(null);
    // The count is read once, not on every page.
    expect(backend.countPhotos).toHaveBeenCalledTimes(1);
  });

  it('ignores next on the last page and presses while a page loads', async () => {
    const { result } = renderHook(() => useGalleryPage());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      result.current.next();
      result.current.next();
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.page).toBe(2);
    expect(backend.getPhotoPage).toHaveBeenCalledTimes(2);
  });

  it('reports a failure and retries', async () => {
    backend.getPhotoPage.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useGalleryPage());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.items).toEqual([]);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toHaveLength(9);
  });

  it('reopens a remembered page, and falls back to the first page when its photos are gone', async () => {
    const cursor = cursorAt(photos[8]!);
    const { result } = renderHook(() => useGalleryPage({ page: 2, direction: 'next', cursor }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.page).toBe(2);
    expect(ids(result.current.items)).toEqual(ids(photos.slice(9, 18)));

    const gone = fakeCursor({ at: 0, id: 'zzz' });
    const onMove = vi.fn();
    const second = renderHook(() => useGalleryPage({ page: 4, direction: 'next', cursor: gone }, onMove));
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(second.result.current.page).toBe(1);
    expect(ids(second.result.current.items)).toEqual(ids(photos.slice(0, 9)));
    expect(onMove).toHaveBeenCalledWith(null);
  });

  it('shows an empty gallery as page 1 of 1', async () => {
    setBackendAdapter(fakeAdapter(fakePublicBackend([])));
    const { result } = renderHook(() => useGalleryPage());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ items: [], page: 1, totalPages: 1, hasNext: false, hasPrev: false });
  });
});
