import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Seo } from '@/components/layout/Seo';
import { ThemeToggle } from '@/components/theme/ThemeToggle';
import { Button } from '@/components/ui/Button';
import { AlertIcon } from '@/components/ui/icons';
import { isDemoBuild } from '@/config/build';
import { paths } from '@/config/routes';
import { trimBlank } from '@/domain/text';
import { useAuth } from '@/lib/session/auth-context';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { AuthChecking } from './AuthChecking';
import { authCopy, loginCopy } from './copy';
import { DemoNotice } from './DemoNotice';
import { loginErrorMessage, validateLogin } from './login-error';
import { LoginField } from './LoginField';
import { redirectTarget } from './redirect-target';
import { useDemoMode } from './use-demo-mode';

/** /jy-dev/login: e-mail and password, busy label, the login messages (noindex by the route table). */
export default function LoginPage() {
  const { company } = useSiteSettings();
  const { status, signIn } = useAuth();
  const location = useLocation();
  const demo = useDemoMode();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (status === 'loading') return <AuthChecking />;
  // Signed in (now or already): back to where the user came from, else the dashboard.
  if (status === 'signed-in') return <Navigate to={redirectTarget(location.state)} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateLogin(email, password);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await signIn(trimBlank(email), password);
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setBusy(false);
    }
  };

  const errorId = 'login-error';
  return (
    <main className="flex min-h-screen flex-col bg-slate-50 dark:bg-ink-950">
      <Seo title={loginCopy.seoTitle} description={loginCopy.seoDescription} path={paths.adminLogin} />
      <div className="flex items-center justify-between px-4 py-3 sm:px-6">
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          ← {authCopy.backToSite}
        </Link>
        <ThemeToggle />
      </div>
      <div className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <div className="w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
              {company.name} {loginCopy.eyebrow}
            </p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{loginCopy.title}</h1>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{loginCopy.intro}</p>

            {isDemoBuild && demo && (
              <DemoNotice
                onFill={(account) => {
                  setEmail(account.email);
                  setPassword(account.password);
                  setError(null);
                }}
              />
            )}

            <form className="mt-6 flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
              <LoginField
                label={loginCopy.email}
                type="email"
                autoComplete="username"
                inputMode="email"
                value={email}
                onChange={setEmail}
                errorId={error ? errorId : undefined}
              />
              <LoginField
                label={loginCopy.password}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={setPassword}
                errorId={error ? errorId : undefined}
              />
              {error && (
                <p
                  id={errorId}
                  role="alert"
                  className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200"
                >
                  <AlertIcon width={18} height={18} className="mt-0.5 shrink-0" />
                  {error}
                </p>
              )}
              <Button type="submit" disabled={busy} className="mt-2 w-full text-base">
                {busy ? loginCopy.busy : loginCopy.submit}
              </Button>
            </form>
          </div>
        </div>
      </div>
    </main>
  );
}
