import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';
import { telHref } from '@/config/site';
import { kakaoChatUrl } from '@/domain/site-settings/channels';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { PhoneIcon } from '../ui/icons';
import { ChatIcon, FormIcon } from './contact-icons';
import { layoutCopy } from './copy';
import { newTab } from './new-tab';

const copy = layoutCopy.actionBar;

/**
 * The bar's height, safe area included: 0.5rem + 3.5rem buttons + 0.5rem. The spacer below the footer has the same
 * height (and the footer's colour), so the bar never covers the end of the page.
 */
const BAR_HEIGHT = 'h-[calc(4.5rem+env(safe-area-inset-bottom))]';
const itemClass =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-sm font-bold whitespace-nowrap transition';

/**
 * The phone's bottom action bar (below 768 px, public pages only): call, Kakao chat (when the channel is set) and
 * the estimate form, one tap from anywhere. It stays clear of the home indicator (safe-area inset).
 *
 * Not on the contact page: there the form's own send button is the action, and the page's text fields open the
 * on-screen keyboard. A bar that stepped aside for the keyboard came back the moment focus left a field, i.e.
 * under the finger that was tapping a chip near the bottom: nothing may move under a tap. Without it, the page needs
 * no room below the footer either.
 */
export function ActionBar() {
  const { pathname } = useLocation();
  const { company, channels } = useSiteSettings();
  const kakaoChat = kakaoChatUrl(channels.kakaoChannelId);
  if (pathname === paths.contact) return null;
  return (
    <>
      <div aria-hidden="true" className={cn(BAR_HEIGHT, 'bg-ink-950 md:hidden')} />
      <nav
        aria-label={copy.label}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur-md md:hidden dark:border-slate-800 dark:bg-ink-950/95"
      >
        <ul className="grid auto-cols-fr grid-flow-col gap-2">
          <li>
            <a href={telHref(company.phone)} className={cn(itemClass, 'bg-brand-500 text-slate-950 hover:bg-brand-400')}>
              <PhoneIcon width={20} height={20} />
              {copy.call}
            </a>
          </li>
          {kakaoChat && (
            <li>
              <a
                href={kakaoChat}
                {...newTab}
                aria-label={layoutCopy.newWindow(layoutCopy.kakaoChat)}
                className={cn(itemClass, 'bg-[#fee500] text-[#191919] hover:bg-[#fada0a]')}
              >
                <ChatIcon width={20} height={20} />
                {layoutCopy.kakaoChat}
              </a>
            </li>
          )}
          <li>
            <Link
              to={paths.contact}
              className={cn(
                itemClass,
                'bg-slate-900 text-white hover:bg-slate-800 dark:bg-white dark:text-slate-950 dark:hover:bg-slate-200',
              )}
            >
              <FormIcon width={20} height={20} />
              {copy.inquiry}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
