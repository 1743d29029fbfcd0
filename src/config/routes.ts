/**
 * THE route table. Everything that lists routes is derived from it: the router (src/app/AppRoutes.tsx,
 * src/app/admin/AdminApp.tsx), the lazy page chunks (src/app/pages.ts), the start-up warming (src/app/start-routes.ts), the header, mobile
 * menu and footer links, the admin sidebar, the browser tests' page lists and the benchmark's routes; and for
 * public routes the second address: the clean path (`/about`, the same path without the '#') that links carry,
 * the HTML file the production build prerenders for it and its sitemap.xml entry (src/app/server).
 * Adding a route = one entry here + the page module it names.
 *
 * Plain data on purpose: the benchmark reads this file in Node.
 */

/** The hidden admin area's base (/jy-dev; child routes are relative to it). */
export const ADMIN_BASE = '/jy-dev';

export interface RouteEntry {
  /** The path after the '#' (react-router syntax: ':param'); for public routes also the clean path. */
  path: string;
  /**
   * The page: a module under src/features, without extension, whose default export is the page component.
   * Public pages are each a lazy chunk; admin pages together make the admin's one chunk.
   */
  page: string;
  /** Props the page is rendered with (the three placeholders share one page). */
  props?: Readonly<Record<string, string>>;
  /** public: inside the public layout; admin: under ADMIN_BASE, in the admin chunk. */
  area: 'public' | 'admin';
  /** Admin only: needs a signed-in administrator (the guard and the admin layout wrap it). */
  guarded?: boolean;
  /** The route's name where menus show it. */
  label?: string;
  /** Which menu lists it, in table order: main (header, mobile menu, footer quick links), policies (footer), admin (sidebar). */
  menu?: 'main' | 'policies' | 'admin';
  /** Admin sidebar icon name (src/app/admin/admin-nav.ts maps names to icons). */
  icon?: 'dashboard' | 'images' | 'jobs' | 'inquiries' | 'reviews' | 'notifications' | 'settings';
  /** The page reads the public backend as soon as it shows: start-up loads the adapter with the page's chunk. */
  readsBackend?: boolean;
  /** Kept out of search engines (robots noindex, nofollow). */
  noindex?: boolean;
  /** A sample URL for tests and the benchmark when the path has a parameter ('{firstPhotoId}' is filled in by them). */
  sample?: string;
}

export const routes = {
  home: { path: '/', page: 'home/HomePage', area: 'public', label: '홈', menu: 'main', readsBackend: true },
  about: { path: '/about', page: 'company-pages/about/AboutPage', area: 'public', label: '회사소개', menu: 'main' },
  services: { path: '/services', page: 'company-pages/services/ServicesPage', area: 'public', label: '사업분야', menu: 'main' },
  gallery: { path: '/projects', page: 'gallery/GalleryPage', area: 'public', label: '시공사례', menu: 'main', readsBackend: true },
  photo: {
    path: '/projects/gallery/:photoId',
    page: 'gallery/PhotoDetailPage',
    area: 'public',
    readsBackend: true,
    sample: '/projects/gallery/{firstPhotoId}',
  },
  // A job (시공 현장) told from the top: its facts, the before/after comparison, the story, the photos by stage.
  // The sample is the demo seed's first published job (src/backend/demo/seed/sample-jobs.ts).
  job: {
    path: '/projects/jobs/:jobId',
    page: 'gallery/JobPage',
    area: 'public',
    readsBackend: true,
    sample: '/projects/jobs/job-wonju-roof',
  },
  contact: { path: '/contact', page: 'contact/ContactPage', area: 'public', label: '견적문의', menu: 'main' },
  privacy: {
    path: '/privacy',
    // The policy once the privacy officer is configured; until then the placeholder the other two show.
    page: 'company-pages/privacy/PrivacyPage',
    area: 'public',
    label: '개인정보처리방침',
    menu: 'policies',
  },
  terms: {
    path: '/terms',
    page: 'company-pages/placeholder/PlaceholderPage',
    props: { kind: 'terms' },
    area: 'public',
    label: '이용약관',
    menu: 'policies',
  },
  support: {
    path: '/support',
    page: 'company-pages/placeholder/PlaceholderPage',
    props: { kind: 'support' },
    area: 'public',
    label: '고객지원',
    menu: 'policies',
  },
  // A customer's one-time review link from a text message (#/review/{token}); the sample is the demo's open link.
  review: {
    path: '/review/:token',
    page: 'reviews/ReviewPage',
    area: 'public',
    readsBackend: true,
    noindex: true,
    sample: '/review/DemoReviewLinkToTryItYourself001',
  },
  adminLogin: { path: `${ADMIN_BASE}/login`, page: 'admin-auth/LoginPage', area: 'admin', noindex: true },
  adminDashboard: {
    path: `${ADMIN_BASE}/dashboard`,
    page: 'admin-dashboard/DashboardPage',
    area: 'admin',
    guarded: true,
    label: '대시보드',
    menu: 'admin',
    icon: 'dashboard',
    noindex: true,
  },
  adminImages: {
    path: `${ADMIN_BASE}/images`,
    page: 'admin-photos/PhotosPage',
    area: 'admin',
    guarded: true,
    label: '이미지 관리',
    menu: 'admin',
    icon: 'images',
    noindex: true,
  },
  adminJobs: {
    path: `${ADMIN_BASE}/jobs`,
    page: 'admin-jobs/JobsPage',
    area: 'admin',
    guarded: true,
    label: '시공 현장',
    menu: 'admin',
    icon: 'jobs',
    noindex: true,
  },
  adminInquiries: {
    path: `${ADMIN_BASE}/inquiries`,
    page: 'admin-inquiries/InquiriesPage',
    area: 'admin',
    guarded: true,
    label: '문의 관리',
    menu: 'admin',
    icon: 'inquiries',
    noindex: true,
  },
  adminReviews: {
    path: `${ADMIN_BASE}/reviews`,
    page: 'admin-reviews/ReviewsPage',
    area: 'admin',
    guarded: true,
    label: '후기 관리',
    menu: 'admin',
    icon: 'reviews',
    noindex: true,
  },
  adminNotifications: {
    path: `${ADMIN_BASE}/notifications`,
    page: 'admin-notifications/NotificationsPage',
    area: 'admin',
    guarded: true,
    label: '알림 설정',
    menu: 'admin',
    icon: 'notifications',
    noindex: true,
  },
  adminSettings: {
    path: `${ADMIN_BASE}/settings`,
    page: 'admin-settings/SettingsPage',
    area: 'admin',
    guarded: true,
    label: '사이트 설정',
    menu: 'admin',
    icon: 'settings',
    noindex: true,
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof routes;

/** The table as a list, in order. */
export const routeList: readonly (RouteEntry & { key: RouteKey })[] = (Object.keys(routes) as RouteKey[]).map((key) => ({
  key,
  ...(routes[key] as RouteEntry),
}));

/**
 * Routes match exactly, letter case included (`#/ABOUT` is not About; `/ABOUT` is not served): one address per
 * page, as Hosting serves files (case-sensitive) and search engines index URLs. An unknown hash path goes home
 * (the router's catch-all); an unknown clean path is Hosting's 404 page.
 */
export const ROUTES_CASE_SENSITIVE = true;

/** Whether a path fits a route pattern ('/projects/gallery/:photoId'): segment by segment, exactly, a parameter any one non-empty segment. */
export function pathFitsPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, index) => (segment.startsWith(':') ? (have[index] ?? '') !== '' : segment === have[index]));
}

/**
 * The public route a path shows (the same path on both addresses: `#/about` and the clean `/about`), or null
 * (an admin path, or none at all).
 */
export function publicRouteOf(pathname: string): (RouteEntry & { key: RouteKey }) | null {
  return routeList.find((route) => route.area === 'public' && pathFitsPattern(route.path, pathname)) ?? null;
}

/**
 * The public pages with an HTML file of their own at their clean path (written by the production build): every
 * public route without a parameter. The photo pages (/projects/gallery/{id}) get one per photo, the job pages
 * (/projects/jobs/{id}) one per published job. All are listed in
 * sitemap.xml unless the route is noindex.
 */
export const staticPublicRoutes: readonly (RouteEntry & { key: RouteKey })[] = routeList.filter(
  (route) => route.area === 'public' && !route.path.includes(':'),
);

/** Every route's path by key (e.g. paths.about is '/about'; paths.photo is the pattern). */
export const paths = Object.fromEntries(routeList.map((route) => [route.key, route.path])) as {
  readonly [K in RouteKey]: (typeof routes)[K]['path'];
};

/** The URL of a route with parameters: routeHref('photo', { photoId: 'a b' }) → '/projects/gallery/a%20b'. */
export function routeHref(key: RouteKey, params: Readonly<Record<string, string>> = {}): string {
  return routes[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routeHref('${key}'): missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The photo page URL of a gallery photo (the gallery, the home page's featured photos and the neighbours link to it). */
export const photoHref = (photoId: string): string => routeHref('photo', { photoId });

/** A published job's page (its photos' pages, the gallery's 현장별 cards and shared links lead to it). */
export const jobHref = (jobId: string): string => routeHref('job', { jobId });

/**
 * The query parameter that carries a work type (WORK_TYPES) between pages: the gallery's filter
 * (`#/projects?type=roofing`) and the contact form's preselected type (`#/contact?type=roofing`).
 * Links shared before it was named `type` carry the old name (/projects?work=roofing): read too, never written.
 */
export const WORK_TYPE_PARAM = 'type';
const OLD_WORK_TYPE_PARAM = 'work';

/** The work type a page's query names (?type=, else the old ?work=), unchecked: null when there is none. */
export function workTypeParam(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get(WORK_TYPE_PARAM) ?? params.get(OLD_WORK_TYPE_PARAM);
}

function withWork(path: string, workType: string | null | undefined): string {
  return workType ? `${path}?${WORK_TYPE_PARAM}=${encodeURIComponent(workType)}` : path;
}

/** The gallery, filtered by a work type when one is given. */
export const galleryHref = (workType?: string | null): string => withWork(routes.gallery.path, workType);

/**
 * The gallery's two views: 사진별 (every photo, the spec's gallery and the default: no parameter) and 현장별
 * (`#/projects?view=jobs`: one card per published job).
 */
export const GALLERY_VIEW_PARAM = { name: 'view', jobs: 'jobs' } as const;
export const galleryJobsHref = `${routes.gallery.path}?${GALLERY_VIEW_PARAM.name}=${GALLERY_VIEW_PARAM.jobs}`;

/** The contact form, with a work type chosen when one is given. */
export const contactHref = (workType?: string | null): string => withWork(routes.contact.path, workType);

/** A review link's page (the link the customer gets by text message, after the site's address and '#'). */
export const reviewHref = (token: string): string => routeHref('review', { token });

/** The query parameter that opens one inquiry's detail on the admin's inquiry list. */
export const INQUIRY_OPEN_PARAM = 'open';

/**
 * The admin's inquiry list with one inquiry's detail open: /jy-dev/inquiries?open=ID (a new-inquiry toast, the
 * alert e-mail's link as #/jy-dev/inquiries?open=ID).
 */
export const adminInquiryHref = (inquiryId: string): string =>
  `${routes.adminInquiries.path}?${INQUIRY_OPEN_PARAM}=${encodeURIComponent(inquiryId)}`;

/**
 * The inquiry list's filters in its URL, so a filtered list can be shared, bookmarked and returned to with Back:
 * #/jy-dev/inquiries?status=new&period=week&q=박서연 (an old link's status=신규 still reads), or a range of days from=2026-11-01&to=2026-11-26 (Korea days).
 */
export const INQUIRY_LIST_PARAMS = { status: 'status', period: 'period', from: 'from', to: 'to', search: 'q' } as const;
/** The query parameter that opens one review on the admin's review list: /jy-dev/reviews?open=ID (a new-review toast). */
export const adminReviewHref = (reviewId: string): string =>
  `${routes.adminReviews.path}?${INQUIRY_OPEN_PARAM}=${encodeURIComponent(reviewId)}`;

export interface MenuItem {
  key: RouteKey;
  to: string;
  label: string;
}

/**
 * The query parameter that opens 사이트 설정 at one of its sections (SETTINGS_SECTIONS: 'privacy', 'search' …):
 * #/jy-dev/settings?section=privacy, where the dashboard's launch checklist sends the owner to fix an item.
 */
export const SETTINGS_SECTION_PARAM = 'section';
export const adminSettingsHref = (section?: string): string =>
  section ? `${routes.adminSettings.path}?${SETTINGS_SECTION_PARAM}=${encodeURIComponent(section)}` : routes.adminSettings.path;

/** A menu's links, in table order. */
export function menuOf(menu: NonNullable<RouteEntry['menu']>): MenuItem[] {
  return routeList
    .filter((route) => route.menu === menu)
    .map((route) => ({ key: route.key, to: route.path, label: route.label ?? route.key }));
}

/**
 * The admin photos page's upload opened straight to the camera (the dashboard's 현장 사진 올리기):
 * #/jy-dev/images?upload=camera. The page reads CAMERA_UPLOAD_PARAM and drops it when the upload closes.
 */
export const CAMERA_UPLOAD_PARAM = { name: 'upload', value: 'camera' } as const;
export const cameraUploadHref = `${paths.adminImages}?${CAMERA_UPLOAD_PARAM.name}=${CAMERA_UPLOAD_PARAM.value}`;

/** With the camera upload: the job its photos go to (the jobs page's 사진 추가): ...?upload=camera&job=ID. */
export const JOB_UPLOAD_PARAM = 'job';
export const jobPhotosUploadHref = (jobId: string): string => `${cameraUploadHref}&${JOB_UPLOAD_PARAM}=${encodeURIComponent(jobId)}`;
