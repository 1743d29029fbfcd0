/** Route paths, typed, in one place. The router is a hash router: these follow the '#'. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  projects: '/projects',
  photo: (imageId: string) => `/projects/gallery/${encodeURIComponent(imageId)}`,
  photoPattern: '/projects/gallery/:imageId',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  support: '/support',
  admin: {
    base: '/jy-dev',
    login: '/jy-dev/login',
    dashboard: '/jy-dev/dashboard',
    images: '/jy-dev/images',
    inquiries: '/jy-dev/inquiries',
  },
} as const;
