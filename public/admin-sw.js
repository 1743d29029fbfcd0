/**
 * The admin's service worker (docs/staff-push.md): it shows the staff's push alerts and opens the inquiry when one
 * is tapped. Registered only by the admin's 알림 설정 page (src/features/admin-notifications/push/), never by a
 * public page. It handles `push` and `notificationclick` only: NO fetch handler, so it never caches or serves a
 * page or a script, and a deploy can never be hidden behind it (firebase.json serves this file with no-cache).
 * Hand-written and dependency-free; tests/features/admin-notifications/admin-sw.test.ts runs it.
 *
 * A push's data is the JSON of functions/src/push/push-message.ts (PushMessage):
 * { kind, title, body, tag, inquiryId, tel }.
 */

/** routes.adminInquiries.path and routes.adminNotifications.path (a test compares them). */
const INQUIRIES_ROUTE = '/jy-dev/inquiries';
const NOTIFICATIONS_ROUTE = '/jy-dev/notifications';
const ICON = '/admin-icon-192.png';

/** The admin address a notification opens: the inquiry (`?open=<id>`), the list, or 알림 설정 for a test. */
function targetUrl(message, scope) {
  const route =
    message.kind === 'test'
      ? NOTIFICATIONS_ROUTE
      : message.inquiryId
        ? `${INQUIRIES_ROUTE}?open=${encodeURIComponent(message.inquiryId)}`
        : INQUIRIES_ROUTE;
  return new URL(`/#${route}`, scope).href;
}

/** The message a push carries; one that cannot be read still shows a notification (a push must show one). */
function messageOf(data) {
  try {
    const message = data ? data.json() : null;
    if (message && typeof message.title === 'string' && typeof message.body === 'string') return message;
  } catch {
    // Not JSON: shown as a plain alert below.
  }
  return { kind: 'unknown', title: '새 알림', body: '관리자에서 확인해 주세요.', tag: 'admin-alert', inquiryId: null, tel: null };
}

/** Shows the notification of a push: its summary, a 전화 action where the platform shows actions and a number exists. */
function showPush(registration, data) {
  const message = messageOf(data);
  const actionsSupported = typeof Notification !== 'undefined' && Notification.maxActions > 0;
  return registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag || undefined,
    renotify: Boolean(message.tag),
    requireInteraction: message.kind === 'new-inquiry' || message.kind === 'second-alarm',
    lang: 'ko',
    icon: ICON,
    badge: ICON,
    data: { url: targetUrl(message, registration.scope), tel: typeof message.tel === 'string' ? message.tel : null },
    actions: actionsSupported && message.tel ? [{ action: 'call', title: '전화' }] : [],
  });
}

/**
 * A tap: 전화 dials the visitor (tel:); anything else opens the admin at the notification's address, in the admin
 * window already open if there is one (focused and moved there), else in a new one.
 */
async function openFor(action, data, clients) {
  const url = data && typeof data.url === 'string' ? data.url : null;
  if (action === 'call' && data && typeof data.tel === 'string' && data.tel.startsWith('tel:')) {
    // The dialer is another app: openWindow resolves (to null) once it is handed the number. Where a platform
    // refuses a tel: window, the inquiry opens instead, with its 전화 button.
    const dialed = await clients.openWindow(data.tel).then(
      () => true,
      () => false,
    );
    if (dialed) return;
  }
  if (!url) return;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const admin = windows.find((client) => client.url.includes('#/jy-dev')) || windows[0];
  if (admin) {
    const focused = await admin.focus().catch(() => admin);
    const moved = await (focused.navigate ? focused.navigate(url).catch(() => null) : Promise.resolve(null));
    if (moved) return;
    // navigate() works only on a page this worker controls: tell the page instead (the admin routes itself).
    focused.postMessage({ type: 'open-admin-url', url });
    return;
  }
  await clients.openWindow(url);
}

self.addEventListener('install', () => {
  // A new version takes over at once: nothing is cached, so nothing old can be served meanwhile.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFor(event.action, event.notification.data, self.clients));
});
