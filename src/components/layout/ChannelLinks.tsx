import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { layoutCopy } from './copy';
import { newTab } from './new-tab';

const copy = layoutCopy.footer;

/** The footer's links to the company's Naver Place, Naver blog and Instagram, in this order (those that are set). */
export function ChannelLinks() {
  const { company, channels } = useSiteSettings();
  const CHANNELS = [
    { url: channels.naverPlaceUrl, label: copy.naverPlace },
    { url: channels.naverBlogUrl, label: copy.naverBlog },
    { url: channels.instagramUrl, label: copy.instagram },
  ].filter((channel) => channel.url !== '');
  if (CHANNELS.length === 0) return null;
  return (
    <ul aria-label={copy.channels} className="mt-5 flex flex-wrap gap-2">
      {CHANNELS.map((channel) => (
        <li key={channel.label}>
          <a
            href={channel.url}
            {...newTab}
            aria-label={layoutCopy.newWindow(`${company.name} ${channel.label}`)}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-700 px-4 font-semibold text-slate-200 transition hover:border-brand-400 hover:text-brand-300"
          >
            {channel.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
