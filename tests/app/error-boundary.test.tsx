import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/app/chunks/chunk-error';
import { AppErrorBoundary } from '@/app/errors/AppErrorBoundary';
import { setErrorReporter } from '@/domain/report-error';

afterEach(() => setErrorReporter());

let failures = 0;
/** Throws `error()` while failures remain (a function, so the component itself mutates nothing). */
function nextError(error: () => Error): Error | null {
  if (failures <= 0) return null;
  failures -= 1;
  return error();
}

function Flaky({ error }: { error: () => Error }) {
  const failure = nextError(error);
  if (failure) throw failure;
  return <p>화면이 정상입니다</p>;
}

function Harness({ error }: { error: () => Error }) {
  const [path] = useState('/about');
  return (
    <AppErrorBoundary resetKey={path}>
      <Flaky error={error} />
    </AppErrorBoundary>
  );
}

describe('the app error boundary', () => {
  it('shows a Korean message for a render error, reports it once, and recovers on 다시 시도', async () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React's own log of the caught error
    failures = 2; // React renders twice before giving up on a component
    render(<Harness error={() => new TypeError('boom')} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('화면을 표시하지 못했습니다');
    expect(alert).toHaveTextContent('일시적인 오류가 발생했습니다. 다시 시도하거나 새로고침해 주세요.');
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith('Screen failed to render', expect.any(TypeError));
    failures = 0;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByText('화면이 정상입니다')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a visitor with an old tab that a new version is out when a page chunk is missing', () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failures = 2;
    render(<Harness error={() => new ChunkLoadError('missing', 'Failed to fetch dynamically imported module')} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('페이지를 찾을 수 없습니다');
    expect(alert).toHaveTextContent('새 버전');
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(reporter).toHaveBeenCalledWith('Page chunk failed to load (missing)', expect.any(ChunkLoadError));
  });
});
