import { site } from '@/config/site';
import { layoutCopy } from './copy';
import { newTab } from './new-tab';

const copy = layoutCopy.footer;

/** The company's pages elsewhere, in this order; only those whose address is set. */
const CHANNELS = [
  { url: site.social.naverPlace, label: copy.naverPlace },
  { url: site.social.naverBlog, label: copy.naverBlog },
  { url: site.social.instagram, label: copy.instagram },
].filter((channel) => channel.url !== '');

/** The footer's links to the company's Naver Place, Naver blog and Instagram (nothing when none is set). */
export function ChannelLinks() {
  if (CHANNELS.length === 0) return null;
  return (
    <ul aria-label={copy.channels} className="mt-5 flex flex-wrap gap-2">
      {CHANNELS.map((channel) => (
        <li key={channel.label}>
          <a
            href={channel.url}
            {...newTab}
            aria-label={layoutCopy.newWindow(`${site.name} ${channel.label}`)}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-700 px-4 font-semibold text-slate-200 transition hover:border-brand-400 hover:text-brand-300"
          >
            {channel.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
