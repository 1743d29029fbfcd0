import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRenderedDataCheck } from '@/lib/page-data/rendered-data-check';
import { useAsyncValue } from '@/lib/use-async-value';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('useAsyncValue', () => {
  it('reads once on mount and follows the outcome', async () => {
    const load = vi.fn(async () => 'works');
    const { result, rerender } = renderHook(() => useAsyncValue(load));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'works' }));
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure, under its label or a general one', async () => {
    const failure = new Error('offline');
    const { result } = renderHook(() => useAsyncValue(() => Promise.reject(failure), 'x', 'Works failed to load'));
    await waitFor(() => expect(result.current).toEqual({ status: 'error', error: failure }));
    expect(console.error).toHaveBeenCalledWith('Works failed to load', failure);
    const fail = () => Promise.reject(failure);
    const unlabelled = renderHook(() => useAsyncValue(fail));
    await waitFor(() => expect(unlabelled.result.current.status).toBe('error'));
    expect(console.error).toHaveBeenLastCalledWith('A value failed to load', failure);
  });

  it('reads again when the key changes, loading meanwhile with the value before at hand, and drops an overtaken answer', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>(), c: deferred<string>() };
    const { result, rerender } = renderHook(({ key }: { key: keyof typeof answers }) => useAsyncValue(() => answers[key].promise, key), {
      initialProps: { key: 'a' },
    });
    answers.a.resolve('A');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'A' }));

    rerender({ key: 'b' });
    expect(result.current).toEqual({ status: 'loading', previous: 'A' });
    rerender({ key: 'c' });
    answers.c.resolve('C');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'C' }));
    answers.b.resolve('B');
    await Promise.resolve();
    expect(result.current).toEqual({ status: 'ready', value: 'C' });
  });

  it('reads nothing without a load', () => {
    const { result } = renderHook(() => useAsyncValue<string>(null, 'none'));
    expect(result.current).toEqual({ status: 'loading' });
  });
});

describe('useAsyncValue with a server-rendered value', () => {
  afterEach(() => setRenderedDataCheck(() => Promise.resolve(false)));

  it('reads nothing when the rendered value is sure to be current, and shows it', async () => {
    let asked = false;
    setRenderedDataCheck(() => {
      asked = true;
      return Promise.resolve(true);
    });
    const load = vi.fn(async () => 'fresh');
    const { result } = renderHook(() => useAsyncValue(load, 'works', 'Works failed to load', { value: 'rendered' }));
    expect(result.current).toEqual({ status: 'ready', value: 'rendered' });
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toEqual({ status: 'ready', value: 'rendered' });
  });

  it('reads afresh when it may not be, and for every later key whatever the check says', async () => {
    const load = vi.fn(async (key: string) => `fresh ${key}`);
    const { result, rerender } = renderHook(
      ({ key }) => useAsyncValue(() => load(key), key, 'Works failed to load', key === 'a' ? { value: 'rendered' } : undefined),
      {
        initialProps: { key: 'a' },
      },
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'fresh a' }));
    setRenderedDataCheck(() => Promise.resolve(true));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'fresh b' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the rendered value again when its key comes back with it, and reads that key when it comes back without it', async () => {
    setRenderedDataCheck(() => Promise.resolve(true));
    const load = vi.fn(async (key: string) => `fresh ${key}`);
    // The page the visitor arrived on ('a') carries its data; another page ('b') does not.
    type Props = { key: string; withData: boolean };
    const { result, rerender } = renderHook(
      ({ key, withData }: Props) =>
        useAsyncValue(() => load(key), key, 'Works failed to load', withData ? { value: 'rendered' } : undefined),
      { initialProps: { key: 'a', withData: true } as Props },
    );
    expect(result.current).toEqual({ status: 'ready', value: 'rendered' });
    rerender({ key: 'b', withData: false });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'fresh b' }));
    // Back to the page arrived on: its data at once, never a loading state, and (sure to be current) no read.
    rerender({ key: 'a', withData: true });
    expect(result.current).toEqual({ status: 'ready', value: 'rendered' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toEqual({ status: 'ready', value: 'rendered' });
    expect(load).toHaveBeenCalledTimes(1);
    // The same key reached by a link (no page data there): read, as any other.
    rerender({ key: 'b', withData: false });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'fresh b' }));
    rerender({ key: 'a', withData: false });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'fresh a' }));
  });
});
