import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { absoluteSiteUrl, shareableUrl } from '@/lib/public-url';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { photoCopy } from './photo-copy';
import { shareLink } from './share-link';

/** How long the copied / failed note stays. */
const NOTE_MS = 4000;

const ShareIcon = () => (
  <Icon width={18} height={18}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </Icon>
);

const noteClass =
  'pointer-events-auto max-w-md rounded-xl bg-slate-900 px-4 py-3 text-sm font-semibold text-white shadow-lg ring-1 ring-white/10 dark:bg-white dark:text-slate-950';

/**
 * 공유: the photo's clean URL (never a '#' one, so a link preview shows this photo) with its title, through the
 * phone's share sheet, or copied to the clipboard with a short note that says so (and shows the link when
 * copying failed, to copy by hand). On a server-rendered page it works before the app has started: index.html's
 * start-up script shares the same address (data-share-url, relative in a build without VITE_SITE_URL) and shows
 * the note that is kept hidden for it.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const [note, setNote] = useState<{ text: string; url?: string } | null>(null);
  const { company } = useSiteSettings();
  useEffect(() => {
    if (!note) return;
    const timer = window.setTimeout(() => setNote(null), NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [note]);

  const shareTitle = `${title} | ${company.name}`;
  const share = async () => {
    const url = shareableUrl(path);
    const outcome = await shareLink(url, shareTitle);
    if (outcome === 'copied') setNote({ text: photoCopy.linkCopied });
    if (outcome === 'failed') setNote({ text: photoCopy.linkCopyFailed, url });
  };

  return (
    <>
      <button
        type="button"
        data-first-tap="share"
        data-share-url={absoluteSiteUrl(path) ?? path}
        data-share-title={shareTitle}
        onClick={() => void share()}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
      >
        <ShareIcon />
        {photoCopy.share}
      </button>
      <div
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 flex justify-center px-4 md:bottom-8"
      >
        <p hidden data-first-tap-note className={noteClass}>
          {photoCopy.linkCopied}
        </p>
        {note && (
          <p className={noteClass}>
            {note.text}
            {note.url && <span className="mt-1 block font-normal break-all select-all">{note.url}</span>}
          </p>
        )}
      </div>
    </>
  );
}
