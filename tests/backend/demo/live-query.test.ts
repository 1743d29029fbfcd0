import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { subscribeLive } from '@/backend/demo/live-query';
import { BackendError } from '@/domain/errors';

describe('demo live reads', () => {
  it('report a database whose opening failed to onError, instead of waiting for a reopening that never comes', async () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    const failedOpening = new Dexie.DatabaseClosedError(new Error('the purge failed while opening'));
    const stop = subscribeLive(
      () => {},
      () => Promise.reject(failedOpening),
      onChange,
      onError,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    const [error] = onError.mock.calls[0]!;
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'unavailable', cause: failedOpening });
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('pass every result of the read to onChange', async () => {
    const onChange = vi.fn();
    const stop = subscribeLive(
      () => {},
      async () => [1, 2],
      onChange,
      vi.fn(),
    );
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith([1, 2]));
    stop();
  });
});
