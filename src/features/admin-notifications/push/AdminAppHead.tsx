import { useEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import { useNavigate } from 'react-router-dom';
import { ADMIN_BASE } from '@/config/routes';
import { ADMIN_MANIFEST_URL } from '@/config/staff-push';

/**
 * What makes the admin an app on the staff's home screens, on every admin page and on no public one: the web app
 * manifest (public/admin.webmanifest: its name, icons, standalone display; Android and iOS 16.4+ install from it) and
 * iOS's own tags. And the service worker's request to open an address (a tapped notification, when this page is not
 * one it controls, public/admin-sw.js): the admin routes itself there.
 */
export function AdminAppHead() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (!data || data.type !== 'open-admin-url' || typeof data.url !== 'string') return;
      const hash = URL.canParse(data.url) ? new URL(data.url).hash.slice(1) : '';
      if (hash.startsWith(ADMIN_BASE)) void navigate(hash);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
  return (
    <Helmet>
      <link rel="manifest" href={ADMIN_MANIFEST_URL} />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-title" content="JY 관리자" />
      <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />
      <link rel="apple-touch-icon" href="/admin-icon-192.png" />
    </Helmet>
  );
}
