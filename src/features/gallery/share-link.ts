/** How a link was shared: the phone's share sheet, the clipboard, or neither (the visitor closed the sheet, or copying failed). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Phones (a touch screen that offers the Web Share sheet) share through the sheet; elsewhere the link is copied. */
export function usesShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Shares a page's clean URL with its title: the share sheet on phones (KakaoTalk, 문자, ...), else the clipboard.
 * A sheet that fails for another reason than the visitor closing it falls back to copying.
 */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (usesShareSheet()) {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
