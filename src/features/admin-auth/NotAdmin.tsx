import { Link } from 'react-router-dom';
import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { Seo } from '@/components/layout/Seo';
import { AlertIcon } from '@/components/ui/icons';
import { ADMIN_BASE, paths } from '@/config/routes';
import { useAuth } from '@/lib/session/auth-context';
import { authCopy, loginMessages } from './copy';
import { FullScreenMessage } from './FullScreenMessage';
import { LogoutButton } from './LogoutButton';

/** A signed-in account without the administrator flag: a clear message, a way out, and no admin data. */
export function NotAdmin() {
  const { user } = useAuth();
  return (
    <FullScreenMessage>
      <Seo title={adminLayoutCopy.seoTitle} description={adminLayoutCopy.seoDescription} path={ADMIN_BASE} noindex />
      <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
        <AlertIcon />
      </span>
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">{authCopy.notAdminTitle}</h1>
      <p role="alert" className="mt-3 text-slate-700 dark:text-slate-200">
        {loginMessages.notAdmin}
      </p>
      {user?.email && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{authCopy.signedInAs(user.email)}</p>}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <LogoutButton variant="primary" />
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-slate-700 underline-offset-4 hover:underline dark:text-slate-200"
        >
          {authCopy.backToSite}
        </Link>
      </div>
    </FullScreenMessage>
  );
}
