import { useId, useRef, useState } from 'react';
import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { ThemeToggle } from '@/components/theme/ThemeToggle';
import { ui } from '@/components/ui/copy';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { NewInquiryBadge } from './NewInquiryBadge';
import { SidebarContent } from './SidebarContent';

const iconButton =
  'relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * Below the lg breakpoint the sidebar becomes a top bar with a menu button that opens it as a drawer:
 * aria-expanded on the button, focus moved into the drawer and kept there, Escape or a link closes it
 * and focus returns to the button.
 */
export function AdminMobileMenu() {
  const { company } = useSiteSettings();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open);
  const close = () => setOpen(false);

  return (
    <>
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-2 border-b border-slate-200 bg-white/95 px-2 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
        <button type="button" className={iconButton} aria-expanded={open} aria-controls={drawerId} onClick={() => setOpen(true)}>
          <MenuIcon />
          {/* The name is the words plus the badge's "새 문의 3건", so the count is heard where it is seen. */}
          <span className="sr-only">{ui.openMenu}</span>
          <NewInquiryBadge className="absolute -right-1 -top-1" />
        </button>
        <p className="min-w-0 flex-1 truncate text-base font-bold text-slate-900 dark:text-white">
          {company.name} <span className="font-medium text-slate-600 dark:text-slate-400">{adminLayoutCopy.brand}</span>
        </p>
        <ThemeToggle />
      </header>

      {open && (
        // Above the toasts (z-60, kept over dialogs so a dialog's own result shows): toasts raised before the menu
        // opened would otherwise lie over its first links for seconds. They stay announced behind it (role=status).
        <div className="fixed inset-0 z-[70] lg:hidden">
          <div className="absolute inset-0 bg-slate-950/60" aria-hidden="true" onClick={close} />
          <div
            id={drawerId}
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-label={adminLayoutCopy.menuLabel}
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close();
              }
            }}
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-2xl dark:bg-slate-900"
          >
            <div className="flex justify-end px-2 pt-2">
              <button type="button" className={iconButton} aria-label={ui.closeMenu} onClick={close}>
                <CloseIcon />
              </button>
            </div>
            <SidebarContent onNavigate={close} />
          </div>
        </div>
      )}
    </>
  );
}
