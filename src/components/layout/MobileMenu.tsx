import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { menuOf, paths } from '@/config/routes';
import { telHref } from '@/config/site';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { ui } from '../ui/copy';
import { CloseIcon, MenuIcon, PhoneIcon } from '../ui/icons';
import { layoutCopy } from './copy';
import { mobileNavLinkClass } from './nav-link-class';

const PANEL_ID = 'mobile-menu';

/** The main menu: the route table's main routes. */
const mainNav = menuOf('main');

/** Whether the server-rendered panel was opened before the app took over (index.html's start-up script opens it). */
const openedEarly = () => typeof document !== 'undefined' && document.getElementById(PANEL_ID)?.hidden === false;

/**
 * The phone menu: a disclosure button and the panel it controls. Focus moves into the panel on opening;
 * Escape closes it and returns focus to the button; it closes on navigation and on a click outside. On a
 * server-rendered page it works before the app has started (data-first-tap), and stays as the visitor left it.
 */
export function MobileMenu() {
  const { company } = useSiteSettings();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: navigating anywhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(() => (openedEarly() ? pathname : null));
  const open = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpenOn(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-first-tap="disclosure"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? ui.closeMenu : ui.openMenu}
        data-other-label={open ? ui.openMenu : ui.closeMenu}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="group inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-800 transition hover:bg-slate-100 md:hidden dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {/* Both icons, one shown by the button's state: right whoever opened the menu, the app or the start-up script. */}
        <MenuIcon className="group-aria-expanded:hidden" />
        <CloseIcon className="hidden group-aria-expanded:block" />
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-xl shadow-slate-900/10 md:hidden dark:border-slate-800 dark:bg-ink-950 dark:shadow-black/40"
      >
        <nav aria-label={layoutCopy.mobileNav} className="container-page py-3">
          <ul className="flex flex-col gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} onClick={close} className={mobileNavLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <a
            href={telHref(company.phone)}
            className="mt-3 flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-500 px-4 text-base font-bold text-slate-950 transition hover:bg-brand-400"
          >
            <PhoneIcon width={20} height={20} />
            {layoutCopy.callUs} {company.phone}
          </a>
        </nav>
      </div>
    </>
  );
}
