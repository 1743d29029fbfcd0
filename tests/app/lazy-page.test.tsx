import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@/app/chunks/lazy-page';

function Hello({ name }: { name: string }) {
  return <p>안녕하세요 {name}</p>;
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyPage', () => {
  it('shows the fallback, then the page, when the chunk was not preloaded', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Page name="방문자" />
      </Suspense>,
    );
    expect(screen.getByText('불러오는 중')).toBeInTheDocument();
    expect(await screen.findByText('안녕하세요 방문자')).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without the fallback, loading its chunk only once', async () => {
    const importer = vi.fn(async () => ({ default: Hello }));
    const Page = lazyPage(importer);
    await Page.preload();
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Page name="방문자" />
      </Suspense>,
    );
    expect(screen.getByText('안녕하세요 방문자')).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중')).not.toBeInTheDocument();
    await Page.preload();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps a page mounted (and its state) when it renders again after its chunk has loaded', async () => {
    const Page = lazyPage(async () => ({ default: Counter }));
    const view = (label: string) => (
      <Suspense fallback={<p>불러오는 중</p>}>
        <Page label={label} />
      </Suspense>
    );
    const { rerender } = render(view('횟수'));
    fireEvent.click(await screen.findByRole('button', { name: '횟수 0' }));
    expect(screen.getByRole('button', { name: '횟수 1' })).toBeInTheDocument();
    rerender(view('누른 횟수'));
    expect(screen.getByRole('button', { name: '누른 횟수 1' })).toBeInTheDocument();
  });

  it('resolves preload even when the chunk fails; the failure shows when the page renders', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('offline')));
    await expect(Page.preload()).resolves.toBeUndefined();
  });
});
