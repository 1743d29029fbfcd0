import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendAdapter } from '@/backend/registry';
import { usePhoto } from '@/features/gallery/use-photo';
import { makePhotos } from '../../support/factories';
import { fakeAdapter, fakePublicBackend, never, type FakePublicBackend } from './fake-public-backend';

describe('usePhoto', () => {
  const photos = makePhotos(5);
  let backend: FakePublicBackend;

  beforeEach(() => {
    backend = fakePublicBackend(photos);
    setBackendAdapter(fakeAdapter(backend));
  });

  it('loads a photo and its neighbours (newer = previous, older = next)', async () => {
    const { result } = renderHook(() => usePhoto(photos[2]!.id));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('shown'));
    expect(result.current.photo?.id).toBe(photos[2]!.id);
    expect(result.current.newer?.id).toBe(photos[1]!.id);
    expect(result.current.older?.id).toBe(photos[3]!.id);
    expect(backend.getPhotoNeighbours).toHaveBeenCalledWith(photos[2]!.id);
  });

  it('has no newer photo at the start and no older one at the end', async () => {
    const first = renderHook(() => usePhoto(photos[0]!.id));
    await waitFor(() => expect(first.result.current.status).toBe('shown'));
    expect(first.result.current.newer).toBeNull();
    const last = renderHook(() => usePhoto(photos[4]!.id));
    await waitFor(() => expect(last.result.current.status).toBe('shown'));
    expect(last.result.current.older).toBeNull();
  });

  it('is invalid for a missing or malformed id without asking the backend', () => {
    expect(renderHook(() => usePhoto(undefined)).result.current.status).toBe('invalid');
    expect(renderHook(() => usePhoto('  ')).result.current.status).toBe('invalid');
    expect(renderHook(() => usePhoto('x'.repeat(129))).result.current.status).toBe('invalid');
    expect(backend.getPhoto).not.toHaveBeenCalled();
  });

  it('is not-found for an unknown id', async () => {
    const { result } = renderHook(() => usePhoto('no-such-photo'));
    await waitFor(() => expect(result.current.status).toBe('not-found'));
    expect(backend.getPhotoNeighbours).not.toHaveBeenCalled();
  });

  it('reports a load error and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.getPhoto.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => usePhoto(photos[1]!.id));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('shown'));
  });

  it('still shows the photo when the neighbours cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    backend.getPhotoNeighbours.mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => usePhoto(photos[1]!.id));
    await waitFor(() => expect(result.current.status).toBe('shown'));
    expect(result.current).toMatchObject({ newer: null, older: null, neighboursPending: false });
  });

  it('shows a photo passed by the list at once, while its neighbours load', async () => {
    backend.getPhoto.mockReturnValueOnce(never());
    const { result } = renderHook(() => usePhoto(photos[3]!.id, photos[3]!));
    expect(result.current).toMatchObject({ status: 'shown', neighboursPending: true });
    expect(result.current.photo?.title).toBe(photos[3]!.title);
    // Both reads start together: the position is already known.
    await waitFor(() => expect(backend.getPhotoNeighbours).toHaveBeenCalled());
    expect(backend.getPhoto).toHaveBeenCalledWith(photos[3]!.id);
  });
});
