import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render-app';

/**
 * 공유 on a photo page: the photo's clean URL and title, by the share sheet on a phone, else the clipboard with
 * a note; never a '#' URL. (No VITE_SITE_URL in unit tests: the URL is on the address the site is open at.)
 */
configure({ asyncUtilTimeout: 5000 });

/** Text on screen: not the copy of the note kept hidden for index.html's start-up script (before the app starts). */
const SHOWN = { ignore: '[hidden], script, style' };

const PHOTO = { id: 'rooftop-urethane-waterproofing', title: '춘천 상가건물 옥상 우레탄 방수' };
const CLEAN_URL = `${window.location.origin}/projects/gallery/${PHOTO.id}`;

function coarsePointer(coarse: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: coarse && query === '(pointer: coarse)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function openPhoto() {
  renderApp(`/projects/gallery/${PHOTO.id}`);
  await screen.findByRole('heading', { level: 1, name: PHOTO.title });
  return screen.getByRole('button', { name: '공유' });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('공유 on a photo page', () => {
  it("opens the phone's share sheet with the photo's clean URL and title", async () => {
    coarsePointer(true);
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await userEvent.click(await openPhoto());
    expect(share).toHaveBeenCalledWith({ title: `${PHOTO.title} | JY건설`, url: CLEAN_URL });
    expect(screen.queryByText(/링크를 복사했습니다/, SHOWN)).toBeNull();
  });

  it('copies the clean URL elsewhere and says so', async () => {
    coarsePointer(false);
    const user = userEvent.setup();
    const button = await openPhoto();
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe(CLEAN_URL);
    const note = await screen.findByText(/링크를 복사했습니다/, SHOWN);
    expect(screen.getByRole('status', { name: '' })).toContainElement(note);
  });

  it('shows the link to copy by hand when copying fails, and nothing when the visitor closes the sheet', async () => {
    coarsePointer(true);
    Object.defineProperty(navigator, 'share', {
      value: async () => Promise.reject(new DOMException('closed', 'AbortError')),
      configurable: true,
    });
    const user = userEvent.setup();
    const button = await openPhoto();
    await user.click(button);
    await waitFor(() => expect(screen.queryByText(/링크를/, SHOWN)).toBeNull());

    coarsePointer(false);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);
    expect(await screen.findByText(/링크를 복사하지 못했습니다/)).toBeInTheDocument();
    expect(screen.getByText(CLEAN_URL)).toBeInTheDocument();
  });
});
