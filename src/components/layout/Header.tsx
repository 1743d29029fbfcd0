import { Link, NavLink } from 'react-router-dom';
import { menuOf, paths } from '@/config/routes';
import { telHref } from '@/config/site';
import { kakaoChatUrl } from '@/domain/site-settings/channels';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { ThemeToggle } from '../theme/ThemeToggle';
import { ui } from '../ui/copy';
import { PhoneIcon } from '../ui/icons';
import { Logo } from '../ui/Logo';
import { ChatIcon } from './contact-icons';
import { layoutCopy } from './copy';
import { MobileMenu } from './MobileMenu';
import { desktopNavLinkClass } from './nav-link-class';
import { newTab } from './new-tab';
import { useScrolledPast } from './use-scrolled-past';

/** The header takes its scrolled look once the page is scrolled past this (px). */
const HEADER_SCROLL_THRESHOLD_PX = 20;

/** The main menu: the route table's main routes. */
const mainNav = menuOf('main');

/**
 * Sticky site header: solid at the top of the page, translucent with a shadow once scrolled past 20 px. Only the
 * surface changes, never the height: a header that shrank would move the page under the reader, and the browser's
 * scroll correction would carry it back over the threshold, switching styles without end. `pendingPath`: the page
 * on its way after a tap (its code still loading), which the menu marks meanwhile.
 */
export function Header({ pendingPath = null }: { pendingPath?: string | null }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { company, channels } = useSiteSettings();
  const kakaoChat = kakaoChatUrl(channels.kakaoChannelId);
  const surface = scrolled
    ? 'border-slate-200/80 bg-white/85 shadow-lg shadow-slate-900/5 backdrop-blur-md dark:border-slate-800/80 dark:bg-ink-950/85 dark:shadow-black/30'
    : 'border-transparent bg-white dark:bg-ink-950';
  return (
    <header
      data-scrolled={scrolled}
      className={cn('sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300', surface)}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-20">
        <Link to={paths.home} className="-ml-1 rounded-lg p-1">
          <Logo />
        </Link>
        <nav aria-label={ui.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  data-pending={item.to === pendingPath ? true : undefined}
                  className={({ isActive }) => desktopNavLinkClass({ isActive, isPending: item.to === pendingPath })}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          {kakaoChat && (
            <a
              href={kakaoChat}
              {...newTab}
              aria-label={layoutCopy.newWindow(layoutCopy.kakaoChat)}
              className="mr-1 hidden min-h-11 items-center gap-2 rounded-full bg-[#fee500] px-3 text-sm font-bold text-[#191919] transition hover:bg-[#fada0a] lg:inline-flex xl:px-4"
            >
              <ChatIcon width={18} height={18} />
              {/* Room for the words only on wide screens; the label names it at every width. */}
              <span className="hidden xl:inline">{layoutCopy.kakaoChat}</span>
            </a>
          )}
          <a
            href={telHref(company.phone)}
            className="mr-2 hidden min-h-11 items-center gap-2 rounded-full bg-brand-500 px-4 text-sm font-bold text-slate-950 transition hover:bg-brand-400 lg:inline-flex"
          >
            <PhoneIcon width={18} height={18} />
            <span className="sr-only">{layoutCopy.callUs} </span>
            {company.phone}
          </a>
          {/* Below the width of the phone pill: the same call as an icon. */}
          <a
            href={telHref(company.phone)}
            aria-label={layoutCopy.callButton(company.phone)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-800 transition hover:bg-slate-100 lg:hidden dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <PhoneIcon width={22} height={22} />
          </a>
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
