import { Link, NavLink } from 'react-router-dom';
import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { ThemeToggle } from '@/components/theme/ThemeToggle';
import { ExternalIcon } from '@/components/ui/admin-icons';
import { ui } from '@/components/ui/copy';
import { paths } from '@/config/routes';
import { LogoutButton } from '@/features/admin-auth/LogoutButton';
import { cn } from '@/lib/cn';
import { useGuardedLinkClick } from '@/lib/navigation/leave-guard';
import { useAuth } from '@/lib/session/auth-context';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { adminNav } from './admin-nav';
import { NewInquiryBadge } from './NewInquiryBadge';
import { PendingReviewBadge } from './PendingReviewBadge';

const linkBase = 'flex min-h-12 items-center gap-3 rounded-lg px-3 text-[15px] font-semibold transition focus-visible:outline-offset-0';
const linkIdle = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const linkActive = 'bg-brand-500/10 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300';

/** Brand, navigation, theme toggle and logout: the desktop sidebar and the phone menu show the same content. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { company } = useSiteSettings();
  const { user } = useAuth();
  // A screen with unsaved work (사이트 설정) asks before these links take the staff member away.
  const guarded = useGuardedLinkClick();
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Link
        to={paths.adminDashboard}
        onClick={guarded(paths.adminDashboard, onNavigate)}
        className="flex min-h-11 items-center gap-3 rounded-lg px-2"
      >
        <span
          className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-500 text-sm font-black text-slate-950"
          aria-hidden="true"
        >
          JY
        </span>
        <span className="flex flex-col leading-tight">
          <span className="font-bold text-slate-900 dark:text-white">{company.name}</span>
          <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{adminLayoutCopy.brand}</span>
        </span>
      </Link>

      <nav aria-label={adminLayoutCopy.menuLabel}>
        <ul className="flex flex-col gap-1">
          {adminNav.map(({ key, to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={guarded(to, onNavigate)}
                className={({ isActive }) => `${linkBase} ${isActive ? linkActive : linkIdle}`}
              >
                <Icon width={20} height={20} />
                {label}
                {key === 'adminInquiries' && <NewInquiryBadge className="ml-auto" />}
                {key === 'adminReviews' && <PendingReviewBadge className="ml-auto" />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <div className="flex items-center justify-between gap-2 px-1">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{ui.darkModeToggle}</span>
          <ThemeToggle />
        </div>
        <Link to={paths.home} onClick={guarded(paths.home)} className={cn(linkBase, linkIdle, 'text-sm')}>
          <ExternalIcon width={18} height={18} />
          {adminLayoutCopy.viewSite}
        </Link>
        {user?.email && <p className="truncate px-3 text-xs text-slate-600 dark:text-slate-400">{user.email}</p>}
        <LogoutButton variant="secondary" className="w-full" />
      </div>
    </div>
  );
}
